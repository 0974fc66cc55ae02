import AppIntents

struct ReturnLoanIntent: AppIntent {
    static let title: LocalizedStringResource = "Return Loan"

    @Parameter(title: "Loan")
    var loanName: String

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let returned = await Shelf.shared.returnLoan(named: loanName)
        if returned {
            return .result(dialog: "Returned \(loanName).")
        }
        // Only one way is left once the `if` has taken the success.
        throw ReturnLoanIntentError.failure("Could not return \(loanName).")
    }
}

enum ReturnLoanIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

struct RenewLoanIntent: AppIntent {
    static let title: LocalizedStringResource = "Renew Loan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        // Past the `if`, only the first sentence says what happened: the second one's "no longer" is no failure.
        if let stopReason = await Shelf.shared.renewAll() {
            return .result(dialog: "Renewal stopped: \(stopReason)")
        }
        return .result(dialog: "Renewed. You will no longer get overdue notices.")
    }
}

struct LoanLiveActivityIntent: AppIntent {
    static let title: LocalizedStringResource = "Track Loan"

    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard #available(iOS 17.2, *) else {
            throw LoanLiveActivityIntentError.failure("Live Activities aren't available on this device.")
        }
        let started = await Shelf.shared.startTracking()
        // The other side of the ternary is on its own line.
        let message = started
            ? "Tracking your loan."
            : "There isn't a loan to track."
        return .result(dialog: IntentDialog(stringLiteral: message))
    }
}

enum LoanLiveActivityIntentError: Error, CustomLocalizedStringResourceConvertible {
    case failure(LocalizedStringResource)

    var localizedStringResource: LocalizedStringResource {
        switch self {
        case let .failure(message): message
        }
    }
}

final class Shelf: Sendable {
    static let shared = Shelf()
    func returnLoan(named name: String) async -> Bool { true }
    func renewAll() async -> String? { nil }
    func startTracking() async -> Bool { true }
}
