#!/usr/bin/env python3
"""Generate a deterministic synthetic app repository for `make bench`.

Usage: bench-tree.py OUT_DIR [FILES] [INTENT_PERCENT] [--kind KIND] [--words FILE]

Every file is realistic Swift (types, doc comments, string literals with interpolation,
multi-line strings, regex literals); INTENT_PERCENT of them (default 3) hold App Intents
with the forms intent-migrate rewrites. KIND says where else the prefilter's words appear:

  realistic    (default) as in a real app, the words reach well beyond the intent files:
               another MENTION_PERCENT (default 5, so ~8% in all) of the files use them in code
               without declaring an intent: they import AppIntents, make and donate an intent
               declared elsewhere, hold an `…Entity` or `any AppEntity`, run a widget's
               AppIntentTimelineProvider over a ConfigurationAppIntent declared elsewhere, put
               an intent on a Button or a SiriTipView, handle a SiriKit INIntent.
               (Home Assistant's iOS app: 219 of 1,622 Swift files name `Intent`, 132 import
               AppIntents.)
  allwords     every file names every prefilter word, but outside the intent files only in
               comments and string literals: a grep can't dismiss any file, only a lexer can.
  intentsonly  the words appear only in the intent files (the tree `make bench` used before).

The kinds share the intent files and the ordinary files' code: a realistic or allwords file is
the intentsonly file of the same number with some lines swapped for lines of about the same
length, so the trees' sizes match. --words FILE gives the prefilter's words, one a line
(`intent-migrate passes --prefilter`); without it the list below is used. The same arguments
always produce the same bytes.
"""
import argparse
import os
import random

# `intent-migrate passes --prefilter` when this was written; bench.sh passes the binary's own list.
PREFILTER_WORDS = ["<#describe", "<#say what went wrong", "@AppEnum", "@AssistantEnum", "Entity", "Intent",
                   "TODO: describe", "TODO: say what went wrong", "openAppWhenRun"]

parser = argparse.ArgumentParser(description="Generate a synthetic Swift app tree for make bench.")
parser.add_argument("out", metavar="OUT_DIR")
parser.add_argument("count", metavar="FILES", nargs="?", type=int, default=5000)
parser.add_argument("percent", metavar="INTENT_PERCENT", nargs="?", type=float, default=3.0)
parser.add_argument("--kind", choices=["realistic", "allwords", "intentsonly"], default="realistic")
parser.add_argument("--mention-percent", type=float, default=5.0,
                    help="realistic: the share of files that use the words in code without declaring intents")
parser.add_argument("--words", metavar="FILE", help="the prefilter's words, one a line")
args = parser.parse_args()
out, count, percent, kind = args.out, args.count, args.percent, args.kind
words = PREFILTER_WORDS
if args.words:
    with open(args.words) as f:
        words = [line.rstrip("\n") for line in f if line.strip()]

# The main generator draws exactly as it always has, so the intentsonly tree is byte for byte the one
# `make bench` used before; the other kinds draw their changes from a second generator.
rng = random.Random(20261129)
mix = random.Random(20261130)

WORDS = ["album", "crate", "track", "session", "record", "library", "playlist", "artist", "queue", "shelf",
         "booking", "table", "guest", "menu", "order", "review", "profile", "account", "cache", "sync"]

# (intent, entity) type names of the intent files generated so far, for other files to refer to.
declared = []


def name(*parts):
    return "".join(p[:1].upper() + p[1:] for p in parts)


# A method of the store is these lines; `methods` in model_file gives where each one starts.
DOC1, DOC2, SIGNATURE, LOG = 0, 1, 2, 8
METHOD_LINES = 12


def model_file(i, change=None):
    a, b = rng.choice(WORDS), rng.choice(WORDS)
    type_name = name(a, b, "Store", str(i))
    lines = [
        "//",
        f"//  {type_name}.swift",
        "//  Generated for the intent-migrate benchmark.",
        "//",
        "",
        "import Foundation",
        "import SwiftUI",
        "",
        f"/// Keeps the {a} {b} data in memory and on disk.",
        "///",
        "/// Reads are cheap; writes are batched and flushed on a background queue so the",
        "/// main thread never waits for the disk.",
        f"final class {type_name}: ObservableObject {{",
        f"    @Published private(set) var items: [{name(a)}Item] = []",
        "    private let queue = DispatchQueue(label: \"store.queue\")",
        "    private let pattern = #/(?<id>[A-Z]{2}-\\d{4})/#",
        "",
    ]
    methods = []
    for m in range(rng.randint(11, 18)):
        w = rng.choice(WORDS)
        methods.append(len(lines))
        lines += [
            f"    /// Returns the {w} entries that match `query`, newest first.",
            f"    /// - Parameter query: text typed by the person, e.g. \"{w} {m}\".",
            f"    func {w}Entries{m}(matching query: String, limit: Int = {rng.randint(5, 50)}) -> [{name(a)}Item] {{",
            "        let needle = query.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()",
            f"        guard !needle.isEmpty else {{ return Array(items.prefix(limit)) }}",
            "        let found = items.filter { item in",
            "            item.title.lowercased().contains(needle) || item.subtitle.lowercased().contains(needle)",
            "        }",
            f"        log(\"{w}: \\(found.count) of \\(items.count) for \\\"\\(query)\\\" {{braces}} (parens)\")",
            "        return Array(found.sorted { $0.date > $1.date }.prefix(limit))",
            "    }",
            "",
        ]
    lines += [
        "    private func log(_ message: String) {",
        "        #if DEBUG",
        "        print(\"[\\(Self.self)] \\(message)\")",
        "        #endif",
        "    }",
        "",
        "    static let helpText = \"\"\"",
        f"        The {a} store keeps everything you saved. /* not a comment */",
        "        Quotes \"inside\" and braces { } are just text here.",
        "        \"\"\"",
        "}",
        "",
        f"struct {name(a)}Item: Identifiable, Hashable {{",
        "    let id: UUID",
        "    var title: String",
        "    var subtitle: String",
        "    var date: Date",
        "}",
        "",
    ]
    if change:
        change(lines, methods, a, type_name)
    return "\n".join(lines)


def intent_file(i):
    a, b = rng.choice(WORDS), rng.choice(WORDS)
    intent = name("Show", a, b, str(i), "Intent")
    entity = name(a, str(i), "Entity")
    declared.append((intent, entity))
    return f"""//
//  {intent}.swift
//

import AppIntents

/// Opens the {a} screen for one {b}.
struct {intent}: AppIntent {{
    static let title: LocalizedStringResource = "Show {a.title()} {b.title()}"
    static var openAppWhenRun: Bool = {rng.choice(["true", "false"])}

    @Parameter(title: "{b.title()}")
    var target: {entity}

    @Parameter(
        title: "Limit",
        inclusiveRange: (1, 50)
    )
    var limit: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {{
        guard let item = await Library.shared.find(target.id) else {{
            return .result(dialog: "I couldn't find that {b} in your library.")
        }}
        if item.isEmpty {{
            return .result(dialog: "Nothing to show yet.")
        }}
        return .result(dialog: "Showing \\(item.title) (\\(limit) at most).")
    }}
}}

struct {entity}: AppEntity {{
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "{b.title()}"
    static let defaultQuery = {entity}Query()

    let id: String

    @Property(title: "Name")
    var name: String

    var displayRepresentation: DisplayRepresentation {{ "\\(name)" }}
}}
""" + model_file(i)


# --- realistic: files that use the words in code and declare no intent -----------------------------------

def uses(intent, entity, a, m):
    """Code that names App Intents types without declaring one: (imports, lines in the store, lines after it)."""
    A = name(a)
    forms = [
        # Donating an intent the app declares elsewhere, after the person did the thing by hand.
        (["AppIntents"], [
            f"    /// Tells the system the person opened this by hand, so Siri can suggest it next time.",
            f"    func donateOpen{m}(_ item: {A}Item) {{",
            f"        let intent = {intent}()",
            f"        intent.target = {entity}(id: item.id.uuidString, name: item.title)",
            f"        intent.limit = min(items.count, 50)",
            "        Task { try? await intent.donate() }",
            "    }",
            "",
        ], []),
        # The same through the donation manager, keeping the identifier to delete the donation later.
        (["AppIntents"], [
            f"    private var donations: [UUID: IntentDonationIdentifier] = [:]",
            "",
            f"    func remember{m}(_ item: {A}Item) async {{",
            f"        let intent = {intent}()",
            f"        intent.target = {entity}(id: item.id.uuidString, name: item.title)",
            "        donations[item.id] = try? await IntentDonationManager.shared.donate(intent: intent)",
            "    }",
            "",
        ], []),
        # A view model told which entity a shortcut or a Spotlight result pointed at.
        (["AppIntents"], [
            f"    /// What the shortcut or the Spotlight result pointed at, if the screen was opened from one.",
            f"    @Published var openedFrom: (any AppEntity)? = nil",
            f"    @Published var selection: {entity}? = nil",
            "",
            f"    func show{m}(_ target: {entity}) {{",
            "        selection = target",
            "        openedFrom = target",
            "    }",
            "",
        ], []),
        # Looking entities up through the query the entity declares elsewhere.
        (["AppIntents"], [
            f"    func resolve{m}(ids: [String]) async -> [{entity}] {{",
            f"        let query = {entity}.defaultQuery",
            "        let found = (try? await query.entities(for: ids)) ?? []",
            "        log(\"resolved \\(found.count) of \\(ids.count)\")",
            "        return found",
            "    }",
            "",
        ], []),
        # A widget's timeline provider over the configuration intent of the widget extension.
        (["AppIntents", "WidgetKit"], [], [
            "",
            f"struct {A}Entry{m}: TimelineEntry {{",
            "    let date: Date",
            "    let configuration: ConfigurationAppIntent",
            "}",
            "",
            f"struct {A}Provider{m}: AppIntentTimelineProvider {{",
            f"    func placeholder(in context: Context) -> {A}Entry{m} {{",
            f"        {A}Entry{m}(date: .now, configuration: ConfigurationAppIntent())",
            "    }",
            "",
            f"    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> {A}Entry{m} {{",
            f"        {A}Entry{m}(date: .now, configuration: configuration)",
            "    }",
            "",
            f"    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<{A}Entry{m}> {{",
            f"        let entries = (0..<5).map {{ hour in {A}Entry{m}(date: .now.addingTimeInterval(Double(hour) * 3600), configuration: configuration) }}",
            "        return Timeline(entries: entries, policy: .atEnd)",
            "    }",
            "}",
        ]),
        # Interactive widget / SwiftUI: a button that runs an intent, a Siri tip for it.
        (["AppIntents"], [], [
            "",
            f"struct {A}Actions{m}: View {{",
            f"    let target: {entity}",
            "",
            "    var body: some View {",
            "        VStack(alignment: .leading) {",
            f"            Button(intent: {intent}(target: target)) {{",
            f"                Label(\"Open\", systemImage: \"arrow.up.forward.app\")",
            "            }",
            f"            SiriTipView(intent: {intent}(), isVisible: .constant(true))",
            "        }",
            "    }",
            "}",
        ]),
        # The SiriKit side of an older app: names INIntent types, imports Intents, not AppIntents.
        (["Intents"], [
            f"    func handle{m}(_ intent: INPlayMediaIntent, completion: @escaping (INPlayMediaIntentResponse) -> Void) {{",
            "        let name = intent.mediaSearch?.mediaName ?? \"\"",
            "        let code: INPlayMediaIntentResponseCode = items.contains { $0.title == name } ? .handleInApp : .failure",
            "        completion(INPlayMediaIntentResponse(code: code, userActivity: nil))",
            "    }",
            "",
        ], []),
        # An app-internal router that names the app's own intent types, no framework import.
        ([], [
            f"    /// Routes that the app's intents open; the intents themselves live in the Intents module.",
            f"    static let routes: [String: Any.Type] = [",
            f"        \"show\": {intent}.self,",
            f"        \"entity\": {entity}.self,",
            "    ]",
            "",
        ], []),
    ]
    # Half of these files import AppIntents: with the intent files about 7 in 10 of the files that name
    # the words do (Home Assistant: 132 of 219).
    return mix.choices(forms, weights=[2, 1, 2, 1, 2, 2, 5, 5])[0]


def mention(lines, methods, a, type_name):
    intent, entity = mix.choice(declared)
    m = len(methods)
    imports, inside, after = uses(intent, entity, a, m)
    # The new code takes the place of the store's last method (and of the one before when it is much longer
    # than one), so the file keeps about its size.
    size = lambda block: sum(len(line) + 1 for line in block)
    last = methods[-1]
    removed = size(lines[last:last + METHOD_LINES])
    del lines[last:last + METHOD_LINES]
    lines[last:last] = inside
    if after:
        # Before the trailing item struct: after the store's closing brace.
        close = lines.index("}", last)
        lines[close + 1:close + 1] = after
    if size(inside + after) - removed > removed / 2 and len(methods) > 2:
        prev = methods[-2]
        del lines[prev:prev + METHOD_LINES]
    if imports:
        at = lines.index("import SwiftUI") + 1
        lines[at:at] = [f"import {module}" for module in imports]


# --- allwords: every word in comments and strings, none in code --------------------------------------------

def string_escaped(word):
    return word.replace("\\", "\\\\").replace("\"", "\\\"")


def comment_line(word, w, m):
    if "*/" not in word and "/*" not in word and mix.random() < 0.3:
        return f"    /* {word}: see the App Intents guide before changing the {w} lookup {m}. */"
    return mix.choice([
        f"    /// - Note: named here only, like \"{word}\"; the {w} lookup {m} is plain Swift.",
        f"    // {word} — left from the App Intents notes, nothing to do for {w} {m}.",
        f"    /// - Parameter query: text typed by the person, e.g. \"{w} {m}\" ({word}).",
    ])


def string_line(word, w):
    # Never at the start of a literal: a string that starts with a placeholder the tool writes ("TODO: describe")
    # is one it reports as unfinished, and the allwords tree is to report what the intentsonly tree reports.
    if "\"#" not in word and mix.random() < 0.3:
        return f"        log(#\"raw \"{w}\" text ({word}), \\(found.count) found\"#)"
    return mix.choice([
        f"        log(\"{w}: {string_escaped(word)}, \\(found.count) of \\(items.count) for \\\"\\(query)\\\"\")",
        f"        log(\"{w}: \\(found.count) found (label: {string_escaped(word)}) {{braces}}\")",
    ])


def all_words(lines, methods, a, type_name):
    # Each word once in a comment and once in a string literal, in different methods, in a fresh order.
    order = words[:]
    mix.shuffle(order)
    slots = []
    for k, word in enumerate(order):
        slots.append(("comment", word))
        slots.append(("string", word))
    mix.shuffle(slots)
    comments = [word for what, word in slots if what == "comment"]
    strings = [word for what, word in slots if what == "string"]
    for k, start in enumerate(methods):
        w = lines[start + SIGNATURE].split("func ")[1].split("Entries")[0]
        if k < len(comments):
            lines[start + DOC2] = comment_line(comments[k], w, k)
        if k < len(strings):
            lines[start + LOG] = string_line(strings[k], w)
    # More words than methods (a longer list than today's): the rest go in the multi-line help text.
    rest = comments[len(methods):] + strings[len(methods):]
    help_at = lines.index("    static let helpText = \"\"\"") + 1
    lines[help_at + 1] = "        Quotes \"inside\" and braces { } are just text here" + (
        f" ({string_escaped(rest[0])})." if rest else ".")
    lines[help_at + 1:help_at + 1] = [f"        Also: {string_escaped(word)}." for word in rest[1:]]
    # One word in the file's doc comment and one in the multi-line help text, as prose does.
    lines[lines.index("/// Reads are cheap; writes are batched and flushed on a background queue so the")] = \
        f"/// Reads are cheap ({mix.choice(words)} aside); writes are batched on a background queue so the"
    lines[help_at] = f"        The {a} store keeps everything you saved ({string_escaped(mix.choice(words))}). /* not a comment */"


os.makedirs(out, exist_ok=True)
every = max(1, round(100 / percent)) if percent > 0 else 0
is_intent = [bool(every) and i % every == 0 for i in range(count)]
mentioning = set()
if kind == "realistic":
    others = [i for i in range(count) if not is_intent[i]]
    mentioning = set(mix.sample(others, min(len(others), round(count * args.mention_percent / 100))))
for i in range(count):
    folder = os.path.join(out, f"Module{i % 40:02d}", "Sources")
    os.makedirs(folder, exist_ok=True)
    if is_intent[i]:
        text = intent_file(i)
    elif kind == "realistic" and i in mentioning and declared:
        text = model_file(i, mention)
    elif kind == "allwords":
        text = model_file(i, all_words)
    else:
        text = model_file(i)
    with open(os.path.join(folder, f"File{i:05d}.swift"), "w") as f:
        f.write(text)
