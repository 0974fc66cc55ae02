import AppIntents

struct DeviceEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Device"
    static let defaultQuery = DeviceQuery()

    let id: String

    // The serial is internal to Siri but deliberately findable in the app's own search.
    // intent-migrate: ignore internal-indexing-key
    @Property(title: "Serial", visibility: .internal, indexingKey: \.identifier)
    var serial: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

// intent-migrate: ignore internal-indexing-key
struct SensorEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sensor"
    static let defaultQuery = SensorQuery()

    let id: String

    @Property(title: "Calibration", visibility: .internal, indexingKey: \.comment)
    var calibration: String

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
