//
//  ShuffleCrateIntent.swift
//  CrateApp
//
//  This file uses tabs, like the rest of the playback module.
//

import AppIntents
import Foundation

// MARK: - Shuffle a crate

/// Queues every record in a crate in random order.
///
/// A class because the queue builder keeps a reference to the intent while
/// it resolves streaming matches.
final class ShuffleCrateIntent: AppIntent, @unchecked Sendable {
	static let title: LocalizedStringResource = "Shuffle Crate"
	static let description = IntentDescription(
		"""
		Plays the albums in one of your crates in random order.
		Albums without a streaming match are skipped.
		""",
		searchKeywords: ["shuffle", "random", "crate", "mix"]
	)

	@Parameter(title: LocalizedStringResource("Crate", defaultValue: "Crate"))
	var crate: CrateEntity

	@Parameter(title: "Limit", default: 20)
	var limit: Int

	required init() {}

	// MARK: Perform

	func perform() async throws -> some IntentResult & ProvidesDialog {
		let builder = QueueBuilder(source: .crate(crate.id))
		do {
			let queue = try await builder.shuffled(limit: limit)
			guard let first = queue.first else {
				return .result(dialog: "I couldn't shuffle \(crate.name) because it's empty.")
			}
			try await NowPlayingController.shared.play(queue)
			return .result(dialog: "Shuffling \(crate.name), starting with \(first.title).")
		} catch {
			return .result(dialog: "Something went wrong: \(error.localizedDescription)")
		}
	}
}

// MARK: - Summary

extension ShuffleCrateIntent {
	static var parameterSummary: some ParameterSummary {
		Summary("Shuffle \(\.$crate)") {
			\.$limit
		}
	}
}
