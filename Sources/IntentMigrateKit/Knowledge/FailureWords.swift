/// Words and phrases that make a dialog read as a failure, matched case-insensitively as whole words,
/// with ’ read as '. Config `failureWords` adds to them.
///
/// Source: the specification §5, from reading hundreds of real `perform()` bodies; the VinylCrate audit ("Stop
/// reporting failure as success": "I couldn't find that album…", "I couldn't add … try again").
package enum FailureWords {
    package static let all: [String] = [
        "couldn't", "could not", "can't", "cannot", "unable", "failed", "failure", "not found",
        "isn't available", "aren't available", "not available", "only available", "unavailable", "not supported",
        "isn't supported", "aren't supported", "try again", "sorry", "something went wrong", "something bad", "error", "invalid",
        "not signed in", "denied", "not allowed", "no longer", "not able",
        // What "not found" says in other words: "The category 'Work' does not exist." (gtiosclub/JotDown in Evaluation/labels).
        "does not exist", "doesn't exist", "do not exist", "don't exist",
        // What "something went wrong" says in other words: "There was an issue loading the records.", "I ran into a
        // problem …" (Vineethaitha/TinyVitals; TheAbubakrAbu/Al-Islam-iOS's "there was a problem starting playback").
        // Not "had trouble", "had a problem": those describe the person as often ("Logged that you had trouble sleeping.").
        "there was a problem", "there was an issue", "ran into a problem", "ran into an issue",
    ] + otherLanguages

    /// The same words in the languages real titles and dialogs were met in (German, French, Spanish, Chinese, Russian): a dialog
    /// that says "kann nicht erledigt werden" fails as surely as one that says "can't be completed". Chinese writes no
    /// spaces between words: "无法获取" ("can't get") starts with the word "无法".
    ///
    /// Source: henemm/timebox-ios's German dialogs; chenfengfeng/Pan3Car, gilgmail/guttracker and imfuxiao/Hamster's
    /// Chinese ones ("无法获取车辆状态", "同步失败"); Ekkaterinka/cordova-plugin-zont-appintents's Russian ones ("Устройства не
    /// найдены", "devices not found", a warning: like "No … found" it can be the honest answer, "Событий не найдено") (Evaluation/labels).
    /// Portuguese, and more French and Spanish: fpachecos/lado-a-lado ("Não foi possível registrar …", "Configuração
    /// inválida", "Sessão expirada"), smaublanc/tide-it and AchrafBen7/StibAlert ("Session expirée", "Je n'ai pas trouvé
    /// l'arrêt …"), round 30 in Evaluation/labels (scored blind first, then tuned on: 26 of their 36 failures missed were
    /// dialogs in these languages).
    package static let otherLanguages: [String] = [
        "kann nicht", "konnte nicht", "nicht gefunden", "nicht möglich", "fehlgeschlagen", "fehler",
        "impossible de", "introuvable", "échec", "erreur", "no se pudo", "no se encontró", "no encontrado",
        "无法", "無法", "失败", "失敗", "错误", "錯誤",
        "не удалось", "ошибка", "невозможно",
        "não foi possível", "não é possível", "inválido", "inválida", "tente novamente", "erro", "falha", "falhou",
        "não encontrado", "não encontrada", "expirado", "expirada",
        "expiré", "expirée", "pas trouvé", "a échoué", "réessaie", "réessayez",
        "no encontrada", "falló", "intenta de nuevo", "inténtalo de nuevo",
        // "I couldn't find" in Spanish and Portuguese, the failure English "No … found" says after a lookup.
        "no encontré", "no encontramos", "no pude", "não encontrei", "não consegui",
        // Round 32 in Evaluation/labels (scored blind first, then tuned on): Dutch ("Er ging iets mis.", "mislukt"),
        // Chinese ("找不到「…」", "資料不正確"), and the same words in the other languages its helpers searched (Italian,
        // Turkish, Korean, Japanese, Polish, Czech).
        "ging iets mis", "mislukt", "kon niet", "niet gevonden", "probeer het opnieuw",
        "找不到", "不正確", "不正确", "不存在", "出錯", "出错",
        "impossibile", "non trovato", "non trovata", "errore", "riprova",
        "bulunamadı", "başarısız", "hata oluştu",
        "실패", "찾을 수 없", "오류", "할 수 없",
        "できませんでした", "見つかりません", "エラー", "失敗しました",
        "nie udało się", "nie znaleziono", "błąd", "nepodařilo", "nenalezen",
        // Vietnamese "can't", "failed", "error", "not found" ("Không thể lấy dữ liệu lịch âm …": dinhthaidaica/DetailedDocument,
        // round 33, a guard's else).
        "không thể", "thất bại", "lỗi", "không tìm thấy",
        // Russian "can't" ("Нельзя добавить несколько кэшбеков …": aleks100s/CashbackManager, round 32).
        "нельзя",
        // Russian "didn't manage to", Chinese "not found" and French "connection problem" ("Не получилось найти кэшбэк …",
        // "未找到岗位「…」", "Problème de connexion. Vérifie ton réseau.": CashbackManager, iOrchid/Kidux and
        // AchrafBen7/StibAlert in Evaluation/labels' dev split, on guards' else paths and in a catch, all failures).
        "не получилось", "未找到", "problème de connexion",
    ]

    /// The names a `Result`'s `case .failure(let …)` gives what it holds when that is an error: the case is then a catch
    /// of it (`throw error` passes it on). Swift's own `Result<Success, Failure: Error>` (developer.apple.com/documentation/swift/result).
    package static let errorNames: Set<String> = ["error", "err", "e", "failure", "underlyingError"]

    /// Phrases that say something the action needs is missing, or ask the person to act first ("You don't have an
    /// active split.", "Please sign in first.", "I need at least 2 entries"). In an action on a failure path they are a
    /// warning: the action did not happen, but the same words can be an honest answer.
    ///
    /// Source: the failures returned as success in Evaluation/labels (VillainArc, careguide, W8Trackr, primuse).
    package static let missing: [String] = [
        "don't have", "doesn't have", "do not have", "does not have", "haven't", "hasn't", "there is no", "there's no",
        "there are no", "there isn't", "there aren't", "nothing is", "nicht", "kein", "keine", "aucun", "no hay",
        // "Activity not in progress!", "Printer is not reachable." (msimms/OpenWorkoutTracker, and3rn3t/Printer in
        // Evaluation/labels: 6 of 6 on failure paths were failures).
        "not in progress", "not created", "not reachable", "unreachable",
        // "Calendar access is not turned on in …", "The model isn't ready yet." (Elephruit, and two apps' guards in
        // Evaluation/labels: 5 of 5 on failure paths were failures).
        "not turned on", "isn't turned on", "aren't turned on", "isn't ready", "aren't ready", "is not ready", "are not ready",
        // Russian "not found", written with the ending of what was not found ("Устройства не найдены").
        "не найден", "не найдена", "не найдено", "не найдены",
        // "You don't have" in Spanish, Portuguese and French ("No tenés ningún hogar activo.": arielvega-saas/metacasa in
        // Evaluation/labels, four guards' else paths, all failures).
        "no tienes", "no tenés", "não tem", "você não tem", "tu n'as pas", "vous n'avez pas",
        // "not" and "there is none" in Dutch and Chinese ("niet", "沒有建立提醒": round 32 in Evaluation/labels).
        "niet", "沒有", "没有",
    ] + asksFirst

    /// Phrases that ask the person to do something before the intent can ("Please sign in first.", "Set up your
    /// profile in the app first.", "I need at least 2 entries"). On a failure path no question is answered and no action
    /// is done by such a dialog, whatever the intent: the RUBRIC's "asks the person to do something first".
    ///
    /// Source: RUBRIC (returns: "Please sign in first"); the round-4 blind apps in Evaluation/labels (20 of 20 such
    /// dialogs on failure paths were failures), and queries that answer "Please specify which medication"; the round-6
    /// apps (freelane, metricly, CuraKnot, offshore-budgeting: "first, then I can", "so I can", "Upgrade to", "requires Plus",
    /// "to finish setup").
    package static let asksFirst: [String] = [
        "please", "need at least", "needs at least", "permission", "not set up", "set up first", "sign in", "log in", "unlock",
        // "Add a wallet first, then I can log spends.", "Log your first workout so I can recommend one.", "Upgrade to Plus".
        "first, then", "so I can", "then I can", "before I can", "upgrade to",
        // "Checking history with Siri requires Plus.", "Open the app once to finish setup.", "Pro is required for variables."
        "requires", "finish setup", "finish setting up", "is required", "are required",
        // "You need to add some symptoms in the app first.", "Enter at least one health metric.", "Clipboard Actions are
        // disabled." (aidancornelius/Murmur, Bushels/Bushel-Board, asteriasmoons/lystaria-app, hodlsimulator/WidgetWeaver in
        // Evaluation/labels: 6 of 6 on failure paths). "… needs to be …" stays a rejection (a warning): it can say a state.
        "you need to", "at least one", "is disabled", "are disabled",
        // "Open the app and set up a race goal to generate one", "You don't have an active split. Open GymTrack Pro to
        // create one." (RunCraft and D-Raj-Grg/gymtrackpromax in Evaluation/labels: 2 of 2 on failure paths).
        "open the app", "to create one",
        // "NetBird VPN is not configured.", "I need to know which day you mean" (netbirdio/ios-client, jcieplinski/qui in
        // Evaluation/labels: 4 of 4 on failure paths).
        "not configured", "isn't configured", "aren't configured", "I need to know",
        // A sentence that ends in "first" asks for a step before this one: "Pair a TV first.", "Add a child in the app
        // first!" (round-22 forms in Evaluation/test-forms.md: a remote's guard when no TV is paired; in Evaluation/labels'
        // dev split, 31 of 31 returns whose dialog ends a sentence so are failures).
        "first.", "first!",
        // The same "open the app …" in French, Portuguese and Spanish ("Pas de données pour Brest. Ouvre l'app pour les
        // actualiser.": smaublanc/tide-it in Evaluation/labels, round 30, 3 of 3 on guards' else paths).
        "ouvre l'app", "ouvrez l'app", "ouvre l'application", "ouvrez l'application", "abra o app", "abra o aplicativo",
        "abre la app", "abre la aplicación",
        // "Siri integration is turned off. Enable it in AMEN Settings → Siri & Shortcuts." (StephTapera/AMENAPP in
        // Evaluation/labels, round 30: 4 of 4 on guards' else paths; "Please enable it in Settings." in other apps).
        "enable it in", "turn it on in",
        // "Please … first" in German and Dutch ("Bitte melde dich zuerst im Familienplaner an.", "Log eerst in op
        // Tododeloo.": round 32 in Evaluation/labels, on guards' else paths), and "please" in Chinese.
        "bitte", "zuerst", "log eerst in", "eerst inloggen", "請先", "请先",
        // "Open the app" in German ("Noch keine Daten — öffne humibeam einmal.": alpvis/humibeam, round 32).
        "öffne",
        // "… is turned off. You can turn it on in Settings." in Spanish ("«Salir a tiempo» está desactivado. Puedes
        // activarlo en Ajustes.": fitoconminuscula-boop/rork-sinrutina, round 33, a guard's else).
        "activarlo en", "activarla en",
        "actívalo en", "actívala en",
        // "Open … first, so that …" in Portuguese and Spanish ("Abra o Lado a Lado primeiro para ativar o Siri.":
        // fpachecos/lado-a-lado in Evaluation/labels, three guards' else paths, all failures).
        "primeiro para", "primero para",
        // The same "… first." at a sentence's end in Spanish and Portuguese, and Chinese "please pass …" / "please open …"
        // ("Abrí la app y logueate primero.": arielvega-saas/metacasa; "请把“转换后的图像”…传给芥子。": shenfn/SnapCount, round 35,
        // scored blind first, then tuned on; both on guards' else paths, all failures).
        "primero.", "primero!", "primeiro.", "primeiro!", "请把", "请打开", "請打開",
        // A feature behind Apple Intelligence that asks for it to be turned on ("The assistant needs Apple Intelligence
        // enabled.": SlowSpeedChase/KitchenOS, round 34, two guards' else paths, both failures).
        "apple intelligence enabled", "apple intelligence turned on", "enable apple intelligence", "turn on apple intelligence",
    ]

    package static let asksFirstPattern = pattern(asksFirst, extra: [])
    /// The phrases of `asksFirst` that ask first wherever they are written ("sign in", not "please": `asksFirstOffIfOnly`).
    package static let asksFirstAnywherePattern = pattern(asksFirst.filter { !asksFirstOffIfOnly.contains($0.lowercased()) }, extra: [])

    /// The phrases of `asksFirst` that ask first only in a guard's `else`, an `else` or a `catch`: in an `if` "Please …"
    /// can be the answer's advice ("Please take it as soon as possible.": qashsolutions/careguide in Evaluation/labels).
    /// "Open the app …" and "… to create one" too (`adviceAfterSuccess`).
    package static let asksFirstOffIfOnly: Set<String> = asksFirstAdvice.union(["please", "requires", "bitte", "zuerst"])
    /// Phrases that after a success are advice ("Saved. Open the app to see all your entries.", "Ask your editor to review it first.", "Use it to create one in
    /// seconds."): they ask first, or say what is missing, only in a guard's `else`, an `else` or a `catch`, in a dialog
    /// or a value.
    package static let asksFirstAdvice: Set<String> = ["open the app", "to create one", "first.", "first!", "primero.", "primero!", "primeiro.",
        "primeiro!", "请把", "请打开", "請打開", "apple intelligence enabled", "apple intelligence turned on", "enable apple intelligence",
        "turn on apple intelligence", "ouvre l'app", "ouvrez l'app",
        "ouvre l'application", "ouvrez l'application", "abra o app", "abra o aplicativo", "abre la app", "abre la aplicación",
        "enable it in", "turn it on in", "öffne"]

    /// First words of actions whose goal is an absence (stop, end, cancel …): "No session to stop." is then as often
    /// the no-op it says ("already stopped") as a failure, so it stays a warning, never a rewrite.
    ///
    /// Source: edgetr/FitLink's stop intent (a no-op) beside fcttechnologies/VillainArc's cancel (a failure) in
    /// Evaluation/labels.
    package static let endingVerbs: Set<String> = [
        "stop", "end", "cancel", "pause", "close", "clear", "disable", "dismiss", "finish", "deactivate", "exit", "quit",
        // "No model loaded." from "Unload Model" is the no-op it says (noemaai-labs/noema-ios in Evaluation/labels).
        "unload", "eject", "disconnect",
    ]

    package static let missingPattern = pattern(missing, extra: [])

    /// "There is nothing …" in the languages whose "no" also negates a verb ("No hay nada urgente ahora.", "Não há nada
    /// para rever."): like English "Nothing is urgent now", it says there is nothing to do, the answer or the no-op, not
    /// that something asked for is missing; and its "No" is not English "No … found".
    ///
    /// Source: fitoconminuscula-boop/rork-sinrutina in Evaluation/labels (round 33, scored blind first, then tuned on: three
    /// such dialogs on guards' else paths, all truthful answers, were thrown).
    package static let nothingThere: [String] = ["no hay nada", "no queda nada", "não há nada", "não tem nada", "il n'y a rien", "es gibt nichts", "non c'è niente", "non c'è nulla"]

    package static let nothingTherePattern = pattern(nothingThere, extra: [])

    /// The dialog starts with "No …" ("No matching album.", "No hay ningún viaje en curso.", "No puedo acceder …"), and its
    /// first sentence doesn't say there is nothing (`nothingThere`: "No hay nada urgente ahora.").
    package static func startsWithNo(_ words: String) -> Bool {
        words.hasPrefix("No ") && firstMatch(in: firstSentence(of: words), pattern: nothingTherePattern) == nil
    }

    /// The app speaking for itself says it lacks what the answer needs ("I don't have your grades yet."): on a failure
    /// path no question is answered, whatever the intent. "You don't have any grades" is an answer; "I don't have" is not.
    ///
    /// Source: RUBRIC (a guard whose lookup found nothing); Evaluation/labels (WolfWhale's grade query).
    package static let lacking: [String] = ["I don't have", "I do not have", "I have no", "I haven't got"]

    package static let lackingPattern = pattern(lacking, extra: [])

    /// What a value says when the input it needed is empty ("Query is empty.", "Text was empty"): read only in a guard that
    /// tests a parameter's emptiness, where it is the request lacking its input, not an empty list as the answer.
    ///
    /// Source: RUBRIC (a guard that skips the action because the request lacks what it needs); Evaluation/labels (round 10:
    /// an on-device language model app returns "Query is empty." as its answer).
    package static let empty: [String] = ["is empty", "was empty", "are empty", "were empty"]

    package static let emptyPattern = pattern(empty, extra: [])

    /// Words that say there is none ("You have no more meetings today.", "Nothing is due."): after a guard that only tests
    /// what a function was given, its text is the answer to an empty input, not a failure.
    ///
    /// Source: Evaluation/labels (dev: excelano/blick's meeting helpers, two successes warned until this was read).
    package static let none: Set<String> = ["no", "none", "nothing"]

    /// Names in a statement that only records what happened (a log, a print, an analytics event), redraws what shows
    /// it (a widget's timelines) or buzzes (a haptic): a failure block that only records before it returns still does
    /// nothing.
    ///
    /// Source: Evaluation/labels (Windscribe's failure guards reload the home widget, then return the failure dialog;
    /// opta's guards play a warning haptic before "I need access to your health data").
    package static func records(_ name: String) -> Bool {
        let lower = name.lowercased()
        return ["log", "logs", "logger", "logging", "os_log", "nslog", "print", "debugprint", "dump", "assertionfailure",
                "widgetcenter", "controlcenter", "reloadtimelines", "reloadalltimelines", "reloadcontrols", "reloadallcontrols"].contains(lower)
            || name.hasSuffix("Log") || name.hasSuffix("Logger") || name.hasSuffix("logger")
            || ["pixel", "analytics", "telemetry", "crashlytics", "sentry", "breadcrumb", "signpost"].contains { lower.contains($0) }
            || buzzes(name)
    }

    /// A name that plays a haptic (`HapticManager`, `haptics`, `UINotificationFeedbackGenerator`): it tells the person
    /// how it went, and does no work; with `.success` it says the path is a success.
    package static func buzzes(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains(ascii: "haptic") || lower.contains(ascii: "feedbackgenerator")
    }

    /// Calls that show the person an error (`showError(…)`): a failure block that makes one reports a failure.
    ///
    /// Source: Evaluation/labels (ericlewis/pin-pal shows an error toast, then returns a bare success).
    package static let errorShowingCalls: Set<String> = ["showError", "presentError", "displayError", "showFailure", "presentFailure"]

    /// A call that only writes a log line or an analytics event: `print(…)`, `os_log(…)`, `logger.info(…)`,
    /// `Log.debug(…)`, `Analytics.shared.track(…)`. Stricter than `records`: `HealthLog.shared.record(units:)` records
    /// a dose, and `Journal.log(cups)` is the action itself.
    package static func onlyLogs(_ callee: String, receivers: [String]) -> Bool {
        if ["print", "debugPrint", "os_log", "NSLog", "dump", "assertionFailure"].contains(callee) { return true }
        let logger = receivers.contains { r in
            let lower = r.lowercased()
            return lower == "log" || lower == "logs" || lower.hasSuffix("logger") || lower == "os" || lower == "oslog"
                || ["analytics", "telemetry", "crashlytics", "sentry", "pixel"].contains { lower.contains(ascii: $0) }
        }
        // `Logger.shared.d(message:)`: the one-letter levels of a logger written after Android's `Log.d`.
        return logger && ["debug", "info", "notice", "error", "fault", "trace", "warning", "critical", "log", "verbose",
                          "track", "logEvent", "send", "capture", "fire", "signpost", "d", "i", "w", "e", "v"].contains(callee)
    }

    /// Phrases that turn a request down as invalid ("Your goal needs to be more than 0."). On a failure path they are a
    /// warning, not a rewrite (the same words can describe a state: "your fern needs to be watered"), except in an action's
    /// `guard` on a parameter, where the request was turned down (`ReturnSign.rejectsRequest`).
    ///
    /// Source: fcttechnologies/VillainArc's validation guards (Evaluation/labels), four returned as success; "must
    /// contain" and the like: steveafrost/tip-track's ("Order ID must contain at least 2 characters."; dev: every
    /// labelled return whose literal says "must" is a failure, 7 of 7 in five apps).
    package static let rejections: [String] = [
        "needs to be", "need to be", "must be", "has to be", "have to be", "must contain", "must have", "must include",
        "must not", "must match",
        // The same in Spanish, Portuguese and French ("El monto tiene que ser mayor a cero.": arielvega-saas/metacasa in
        // Evaluation/labels, two guards on the amount asked for).
        "tiene que ser", "debe ser", "tem que ser", "deve ser", "doit être",
    ]

    package static let rejectionPattern = pattern(rejections, extra: [])

    /// Words that negate a rejection ("doesn't need to be watered", "don't have to be"): a state, not a refusal.
    package static let negations: Set<String> = ["not", "doesn't", "don't", "doesnt", "dont", "isn't", "aren't", "never", "no"]

    /// The text says nothing is turned down: it starts with one of `none` ("Nothing needs to be synced."), or holds one of `negations` (but the
    /// "not" of "must not", which is the rejection itself: "The name must not be empty.").
    package static func negatesRejection(_ text: String) -> Bool {
        let words = Words.plain(text)
        if let first = words.first, none.contains(first) { return true }
        return words.indices.contains { i in
            negations.contains(words[i]) && !(words[i] == "not" && i > 0 && words[i - 1] == "must")
        }
    }

    /// Values an `if let` unwraps that are set-up rather than a lookup: an App Group's defaults, a URL built from a
    /// literal, an encoder's data, a container. When one is missing the work is skipped, but no person asked for a thing
    /// that wasn't found; an `if let` that unwraps only values as they are (`if let account {`) is the same: an optional
    /// parameter left out. A bare success after such an `if` is a note; after a real lookup (`firstIndex(of:)`,
    /// `UUID(uuidString:)`, `fetch`) it is a warning.
    ///
    /// Source: Evaluation/labels (dev: after a lookup 15 of 17 such bare results were failures; after these set-up
    /// values or a value as it is, 1 of 8).
    package static let setUpValues: Set<String> = [
        "UserDefaults", "URL", "URLComponents", "JSONEncoder", "JSONDecoder", "JSONSerialization", "PropertyListEncoder",
        "FileManager", "Bundle", "NSUbiquitousKeyValueStore", "containerURL",
    ]

    /// Words that, in a query's "No …" answer after a guard's lookup, say the lookup came back empty ("No vehicle
    /// telemetry available.", "No recent reading found."), where "No streak yet." is the answer itself.
    ///
    /// Source: Evaluation/labels (dev: 5 of 6 such answers after a guard's lookup were failures, where 3 of 29 other
    /// "No …" answers of queries were).
    package static let foundNothing: [String] = ["found", "available"]

    package static let foundNothingPattern = pattern(foundNothing, extra: [])

    /// The first words of an intent that undoes what its title's next word names ("Remove Repost", "Undo Check-in"), as
    /// "Unlike" or "Unfollow" do by their prefix: its "You haven't reposted that post." is a no-op, nothing to undo.
    ///
    /// Source: joshlacal/Catbird's unlike, unblock and remove-repost intents in Evaluation/labels (3 of 3 such dialogs were
    /// no-ops).
    package static let undoingVerbs: Set<String> = ["remove", "undo"]
    /// "haven't liked", "hasn't reposted", "have not starred": the words before the verb, as `Words.plain` splits them
    /// (at the apostrophe: "haven", "t").
    package static let notDoneYet: Set<[String]> = [["haven", "t"], ["hasn", "t"], ["have", "not"], ["has", "not"]]

    /// True for the name an `if let` gives an error it got back (`if let error = await sync()`): that `if` returns on
    /// failure, so falling through it is the success, not a lookup that found nothing.
    package static func namesAnError(_ name: String) -> Bool {
        let word = name.lowercased()
        return word == "e" || word == "err" || word.contains(ascii: "error") || word.contains(ascii: "failure") || word.contains(ascii: "problem")
    }

    /// The text up to its first sentence's end (". ", "! ", "? "), or all of it.
    package static func firstSentence(of text: String) -> String {
        var previous: Character = " "
        for (offset, c) in text.enumerated() {
            if c == " ", previous == "." || previous == "!" || previous == "?" { return String(text.prefix(offset)) }
            previous = c
        }
        return text
    }

    /// One pattern over the list (and `extra`): whole words or phrases, any case.
    package static func pattern(_ phrases: [String] = all, extra: [String] = []) -> Pattern {
        func alternatives(_ phrases: [String]) -> String {
            phrases.map { phrase in
                phrase.lowercased().split(separator: " ").map { Prefilter.escape(String($0)) }.joined(separator: "\\s+")
            }.joined(separator: "|")
        }
        // Whole words: not inside a longer word, nor joined to one by an apostrophe or hyphen
        // ("error's", "error-free"), but quote marks around a word are fine ("marked 'failed'"). Words of a script
        // written without spaces (Chinese, Japanese) are found wherever they are.
        let (unspaced, spaced) = (phrases + extra).reduce(into: ([String](), [String]())) { split, phrase in
            if phrase.unicodeScalars.contains(where: writtenWithoutSpaces) { split.0.append(phrase) } else { split.1.append(phrase) }
        }
        let words = "(?<!\\w|\\w['-])(?:" + alternatives(spaced) + ")(?!\\w|['-]\\w)"
        return Pattern(literal: unspaced.isEmpty ? words : words + "|(?:" + alternatives(unspaced) + ")", caseInsensitive: true)
    }

    /// CJK ideographs, kana: scripts that put no spaces between words; and Hangul syllables, whose words take their
    /// endings without a space ("찾을 수 없습니다": "can't find" is "찾을 수 없" and an ending).
    package static func writtenWithoutSpaces(_ scalar: Unicode.Scalar) -> Bool {
        (0x3040...0x30FF).contains(scalar.value) || (0x3400...0x9FFF).contains(scalar.value) || (0xF900...0xFAFF).contains(scalar.value)
            || (0xAC00...0xD7AF).contains(scalar.value)
    }

    package static let standard = pattern()

    /// The text reads as a failure: a failure word (`pattern`: the standard words and the project's own), or words
    /// saying something is missing or asking the person to act first (`missing`).
    package static func readsAsFailure(_ text: String, pattern: Pattern = standard) -> Bool {
        firstMatch(in: text, pattern: pattern) != nil || firstMatch(in: text, pattern: missingPattern) != nil
    }

    /// The first failure word or phrase in `text`, if any.
    package static func firstMatch(in text: String, pattern: Pattern = standard) -> String? {
        // ’ read as ': most dialogs have none (its first byte is E2), so Foundation's replace only when needed.
        let bytes = text.utf8.contains(0xE2) ? Array(text.replacingAll("\u{2019}", with: "'").utf8) : Array(text.utf8)
        return pattern.firstMatch(in: bytes).map { String(decoding: bytes[$0.range], as: UTF8.self) }
    }
}
