import SwiftUI
import TipKit

/// Shown once the person has added a few records: crates group them.
struct CrateTip: Tip {
    @Parameter
    static var recordCount: Int = 0

    @Parameter(.transient)
    static var isSignedIn: Bool = false

    var title: Text {
        Text("Group records into crates")
    }

    var message: Text? {
        Text("Make a crate for Sunday mornings, then ask to play it.")
    }

    var rules: [Rule] {
        [
            #Rule(Self.$recordCount) { $0 >= 5 },
            #Rule(Self.$isSignedIn) { $0 == true },
        ]
    }
}

struct WantlistTip: Tip {
    @Parameter static var hasDiscogs: Bool = false

    var title: Text { Text("Your wantlist syncs with Discogs") }

    var rules: [Rule] {
        #Rule(Self.$hasDiscogs) { $0 }
    }
}
