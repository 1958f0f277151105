import SwiftUI

struct TrailRow: View {
    let trail: Trail
    @Binding var favorites: Set<Trail.ID>

    var body: some View {
        HStack {
            Text(trail.name)
            Spacer()
            Text(trail.length, format: .measurement(width: .abbreviated))
        }
        .contextMenu {
            Button {
                favorites.insert(trail.id)
            } label: {
                Label("Add to Favorites", systemImage: "star")
            }
            Button("Hide Trail", role: .destructive) { hide() }
        }
    }
}
