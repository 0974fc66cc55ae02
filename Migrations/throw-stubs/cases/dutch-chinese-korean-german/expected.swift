import AppIntents

/// Dutch: a guard that asks the person to log in first, a failure word in an else.
struct TaakToevoegenIntent: AppIntent {
    static let title: LocalizedStringResource = "Taak toevoegen"

    @Parameter(title: "Taak")
    var taak: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Lijst.shared.isIngelogd else {
            throw TaakToevoegenIntentError.failure("Log eerst in op de app.")
        }
        if await Lijst.shared.voegToe(taak) {
            return .result(dialog: "Toegevoegd.")
        } else {
            throw TaakToevoegenIntentError.failure("Er ging iets mis.")
        }
    }
}

enum TaakToevoegenIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// Chinese (Traditional): a lookup that found nothing says "找不到".
struct 登記Intent: AppIntent {
    static let title: LocalizedStringResource = "登記計時"

    @Parameter(title: "名稱")
    var 名稱: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let item = await 計時器.shared.find(名稱) else {
            throw 登記IntentError.failure("找不到「\(名稱)」，可能已經被刪除了。")
        }
        await 計時器.shared.start(item)
        return .result(dialog: "已登記。")
    }
}

enum 登記IntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// Korean: "찾을 수 없습니다" ("can't find") takes its ending without a space.
struct 주문Intent: AppIntent {
    static let title: LocalizedStringResource = "주문하기"

    @Parameter(title: "메뉴")
    var 메뉴: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let item = await 카페.shared.menu(메뉴) else {
            throw 주문IntentError.failure("메뉴를 찾을 수 없습니다.")
        }
        await 카페.shared.order(item)
        return .result(dialog: "주문했습니다.")
    }
}

enum 주문IntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// German: "Bitte … zuerst" on a guard's else asks the person to sign in first.
struct VorratIntent: AppIntent {
    static let title: LocalizedStringResource = "Zum Vorrat hinzufügen"

    @Parameter(title: "Produkt")
    var produkt: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Vorrat.shared.isAngemeldet else {
            throw VorratIntentError.failure("Bitte melde dich zuerst an.")
        }
        await Vorrat.shared.add(produkt)
        return .result(dialog: "Hinzugefügt.")
    }
}

enum VorratIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// Russian: "Нельзя …" ("can't …") on a guard's else.
struct ЗаметкаIntent: AppIntent {
    static let title: LocalizedStringResource = "Добавить заметку"

    @Parameter(title: "Текст")
    var текст: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard await Заметки.shared.canAdd(текст) else {
            throw ЗаметкаIntentError.failure("Нельзя добавить пустую заметку.")
        }
        await Заметки.shared.add(текст)
        return .result(dialog: "Готово.")
    }
}

enum ЗаметкаIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

/// German: a question whose guard asks the person to open the app first ("öffne …") answers nothing.
struct ServerStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Server-Status"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let snapshot = await Vorrat.shared.snapshot() else {
            throw ServerStatusIntentError.failure("Noch keine Daten — öffne die App einmal.")
        }
        return .result(dialog: "Stand: \(snapshot)")
    }
}

enum ServerStatusIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}
