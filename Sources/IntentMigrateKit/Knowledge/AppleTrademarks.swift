/// Apple's trademarks that App Store validation reads in App Intents metadata (titles and descriptions).
/// One row per mark, with its source; matched as whole words, as spelled here (case matters: `Siri`, `iPhone`).
///
/// Left out on purpose: marks that are also plain words a description uses for something else (`Mac` next to a
/// MAC address, `Home`, `Health`, `Music`, `Photos`, `Notes`, `Wallet`, `Safari`, `Spotlight`, `Shortcuts`).
package enum AppleTrademarks {
    package struct Row: Sendable {
        package let mark: String
        package let source: String
    }

    /// Apple's trademark list. Source for every row below.
    package static let list = "apple.com/legal/intellectual-property/trademark/appletmlist.html (Apple Trademark List)"
    /// The one mark a rejection is documented for: "Apple Music" in an `IntentDescription` got ITMS-90626.
    package static let rejection = "the VinylCrate audit (docs/sources.md) (Write descriptions for a stranger: ITMS-90626 for \"Apple Music\" in an IntentDescription)"

    package static let rows: [Row] = [
        Row(mark: "Apple Music", source: "\(rejection); \(list)"),
        Row(mark: "Apple TV", source: list),
        Row(mark: "Apple Watch", source: list),
        Row(mark: "Apple Pay", source: list),
        Row(mark: "Apple Wallet", source: list),
        Row(mark: "Apple Maps", source: list),
        Row(mark: "Apple Books", source: list),
        Row(mark: "Apple Podcasts", source: list),
        Row(mark: "Apple News", source: list),
        Row(mark: "Apple Arcade", source: list),
        Row(mark: "Apple Fitness", source: list),
        Row(mark: "Apple Card", source: list),
        Row(mark: "Apple Intelligence", source: list),
        Row(mark: "Apple Pencil", source: list),
        Row(mark: "AirPods", source: list),
        Row(mark: "AirPlay", source: list),
        Row(mark: "AirTag", source: list),
        Row(mark: "CarPlay", source: list),
        Row(mark: "FaceTime", source: list),
        Row(mark: "HomePod", source: list),
        Row(mark: "HealthKit", source: list),
        Row(mark: "HomeKit", source: list),
        Row(mark: "iCloud", source: list),
        Row(mark: "iMessage", source: list),
        Row(mark: "iPad", source: list),
        Row(mark: "iPhone", source: list),
        Row(mark: "iPod", source: list),
        Row(mark: "iTunes", source: list),
        Row(mark: "MacBook", source: list),
        Row(mark: "Siri", source: list),
    ]

    /// The marks `text` names, in table order: each as whole words, spelled as in the table (a plural or possessive
    /// `iPhones`, `iPhone's` counts; `Sirius` and `iPadOS` don't).
    /// The first word of every mark (the word split that matches whole words runs only when one is there).
    package static let firstWords: [String] = Array(Set(rows.map { String($0.mark.split(separator: " ").first ?? "") }))

    package static func marks(in text: String) -> [String] {
        // Most titles name no mark: a byte search for each mark's first word settles them before any word split.
        guard firstWords.contains(where: { text.mentions($0) }) else { return [] }
        let words = text.split { !$0.isLetter && !$0.isNumber }
        return rows.map(\.mark).filter { mark in
            let wanted = mark.split(separator: " ")
            guard words.count >= wanted.count else { return false }
            return (0...(words.count - wanted.count)).contains { start in
                wanted.indices.allSatisfy { k in
                    let word = words[start + k]
                    return word == wanted[k] || (k == wanted.count - 1 && word == wanted[k] + "s")
                }
            }
        }
    }
}
