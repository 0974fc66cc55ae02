import AppIntents
import CoreSpotlight

extension PlaylistEntity: IndexedEntity {}
extension StationEntity: IndexedEntity {}
