#!/usr/bin/env python3
"""Generate a deterministic synthetic app repository for `make bench`.

Usage: bench-tree.py OUT_DIR [FILES] [INTENT_PERCENT]
Every file is realistic Swift (types, doc comments, string literals with interpolation,
multi-line strings, regex literals); INTENT_PERCENT of them (default 3) hold App Intents
with the forms intent-migrate rewrites. The same arguments always produce the same bytes.
"""
import os
import random
import sys

out = sys.argv[1]
count = int(sys.argv[2]) if len(sys.argv) > 2 else 5000
percent = float(sys.argv[3]) if len(sys.argv) > 3 else 3.0
rng = random.Random(20261129)

WORDS = ["album", "crate", "track", "session", "record", "library", "playlist", "artist", "queue", "shelf",
         "booking", "table", "guest", "menu", "order", "review", "profile", "account", "cache", "sync"]


def name(*parts):
    return "".join(p[:1].upper() + p[1:] for p in parts)


def model_file(i):
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
    for m in range(rng.randint(11, 18)):
        w = rng.choice(WORDS)
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
    return "\n".join(lines)


def intent_file(i):
    a, b = rng.choice(WORDS), rng.choice(WORDS)
    intent = name("Show", a, b, str(i), "Intent")
    entity = name(a, str(i), "Entity")
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


os.makedirs(out, exist_ok=True)
every = max(1, round(100 / percent)) if percent > 0 else 0
for i in range(count):
    folder = os.path.join(out, f"Module{i % 40:02d}", "Sources")
    os.makedirs(folder, exist_ok=True)
    text = intent_file(i) if every and i % every == 0 else model_file(i)
    with open(os.path.join(folder, f"File{i:05d}.swift"), "w") as f:
        f.write(text)
