import SwiftUI
import WidgetKit

struct ScoreActivityView: View {
    let home: Int

    var body: some View {
        HStack {
            Text("\(home)")
            Button(intent: HomePointIntent()) {
                Text("Point")
            }
        }
    }
}
