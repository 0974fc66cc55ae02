import AppIntents

/// A measurement needs the sensor screen in front.
protocol MeasurementIntent: AppIntent {}

@available(iOS 26.0, *)
extension MeasurementIntent {
    static var supportedModes: IntentModes { .foreground(.dynamic) }
}
