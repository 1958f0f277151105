import UIKit

extension MapViewController: UIContextMenuInteractionDelegate {
    /// Pressing a trail on the map peeks at it; its actions stand under the preview.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let trail = trail(near: location) else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: { TrailPreviewController(trail: trail) }) { _ in
            UIMenu(title: "", children: [
                UIAction(title: L10n.Peek.openMap, image: UIImage(systemName: "map")) { [weak self] _ in self?.open(trail) },
                UIAction(title: L10n.Peek.addToPlan, image: UIImage(systemName: "calendar.badge.plus")) { [weak self] _ in
                    self?.plan(trail)
                },
            ])
        }
    }
}
