/// Words that mark an intent a person must start explicitly: money, orders and medical dosing.
///
/// Source: seeds/bringing-custom-actions-and-content-to-siri.md and the developer guide ("side
/// effects that a person needs to start explicitly, such as placing an order and paying for it");
/// seeds/vinylcrate-app-intents-audit.txt ("Anything near money"); SPEC §1 for the medical words.
/// Matched as whole words of the camel-cased type name and of the title; config
/// `tools.reviewKeywords` adds to it.
public enum ReviewWords {
    public static let money: [String] = [
        "buy", "buys", "purchase", "purchases", "pay", "pays", "payment", "payments", "order", "orders",
        "checkout", "deposit", "deposits", "subscribe", "subscription", "donate", "donation", "transfer",
        "transfers", "refund", "bid", "sell",
    ]
    public static let medical: [String] = [
        "bolus", "insulin", "dose", "doses", "dosage", "dosing", "medication", "inject", "injection",
    ]
    public static let all: Set<String> = Set(money + medical)
}
