//
//  JournalIntents.swift
//  Dinewell
//
//  The dining journal: notes and photos from meals, adopted through Apple's
//  journal schemas so Shortcuts can write to it.
//

import AppIntents
import CoreLocation
import Foundation

// MARK: - Log a meal

/// Adds a new entry to the dining journal.
@available(iOS 18.0, macOS 15.0, *)
@AppIntent(schema: .journal.createEntry)
struct LogMealIntent {
    @Parameter var title: String?
    @Parameter var message: AttributedString
    @Parameter var mediaItems: [IntentFile]
    @Parameter var entryDate: Date?
    @Parameter var location: CLPlacemark?

    func perform() async throws -> some ReturnsValue<MealEntryEntity> {
        let entry = try await DiningJournal.shared.add(
            title: title ?? String(localized: "Meal"),
            text: message,
            photos: mediaItems,
            date: entryDate ?? .now,
            place: location
        )
        return .result(value: MealEntryEntity(entry))
    }
}

// MARK: - Edit a meal note

/// Rewrites the text or photos of an existing journal entry.
@available(iOS 18.0, macOS 15.0, *)
@AssistantIntent(schema: .journal.updateEntry)
struct EditMealNoteIntent {
    @Parameter var target: MealEntryEntity
    @Parameter var title: String?
    @Parameter var message: AttributedString?
    @Parameter var mediaItems: [IntentFile]?
    @Parameter var entryDate: Date?
    @Parameter var location: CLPlacemark?

    func perform() async throws -> some ReturnsValue<MealEntryEntity> {
        let updated = try await DiningJournal.shared.update(
            target.id,
            title: title,
            text: message,
            photos: mediaItems,
            date: entryDate,
            place: location
        )
        return .result(value: MealEntryEntity(updated))
    }
}

// MARK: - Journal entry entity

/// One meal in the dining journal, e.g. "Dinner at Café Lumière — soupe à l'oignon".
@available(iOS 18.0, macOS 15.0, *)
@AssistantEntity(schema: .journal.entry)
struct MealEntryEntity {
    struct Query: EntityStringQuery {
        func entities(for identifiers: [MealEntryEntity.ID]) async throws -> [MealEntryEntity] {
            try await DiningJournal.shared.entries(ids: identifiers).map(MealEntryEntity.init)
        }

        func entities(matching string: String) async throws -> [MealEntryEntity] {
            try await DiningJournal.shared.search(string).map(MealEntryEntity.init)
        }
    }

    static let defaultQuery = Query()

    let id: UUID
    var title: String?
    var message: AttributedString?
    var mediaItems: [IntentFile]
    var entryDate: Date?
    var location: CLPlacemark?

    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title ?? "Meal")",
            subtitle: "\(entryDate?.formatted(date: .abbreviated, time: .omitted) ?? "")"
        )
    }

    init(_ entry: JournalEntry) {
        id = entry.id
        title = entry.title
        message = entry.text
        mediaItems = entry.photos
        entryDate = entry.date
        location = entry.place
    }
}
