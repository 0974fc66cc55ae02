import AppIntents

struct DeviceEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Device"
    static let defaultQuery = DeviceQuery()

    let id: String

    // The serial is internal to Siri but deliberately findable in the app's own search.
    // intent-migrate: ignore internal-indexing-key
    @ComputedProperty(title: "Serial", visibility: .internal, indexingKey: \.identifier)
    var serial: String { Devices.serial(of: id) }

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}

// intent-migrate: ignore internal-indexing-key
struct SensorEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Sensor"
    static let defaultQuery = SensorQuery()

    let id: String

    @ComputedProperty(title: "Calibration", visibility: .internal, indexingKey: \.comment)
    var calibration: String { Sensors.calibration(of: id) }

    var displayRepresentation: DisplayRepresentation { "\(id)" }
}
