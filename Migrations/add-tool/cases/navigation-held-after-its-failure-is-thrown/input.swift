import AppIntents

/// Opens the app and hands the day to the app's coordinator, which starts the workout on screen: held, as it only
/// navigates. Its "Couldn't start …" dialog is a failure `throw-stubs` turns into a thrown error; the error it then
/// throws is no work of its own, so a second run holds it too instead of marking it.
struct StartWorkoutDayIntent: AppIntent {
    static let title: LocalizedStringResource = "Start Workout Day"
    static let openAppWhenRun = true

    @Parameter(title: "Day", description: "The number of the training day to start, from 1 to 7.")
    var dayNumber: Int

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        guard let coordinator = WorkoutCoordinator.current else {
            throw WorkoutDayError.unavailable
        }
        guard let confirmation = await coordinator.startWorkout(day: dayNumber) else {
            return .result(dialog: "Couldn't start day \(dayNumber).")
        }
        return .result(dialog: IntentDialog(stringLiteral: confirmation))
    }
}

enum WorkoutDayError: Error {
    case unavailable
}
