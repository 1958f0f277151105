import UIKit

final class TrailListViewController: UITableViewController {
    var trails: [Trail] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // A pull-down menu of the bar button: not a context menu.
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: nil, image: UIImage(systemName: "line.3.horizontal.decrease"), primaryAction: nil,
            menu: UIMenu(title: "", children: [UIAction(title: "Sort by Distance") { [weak self] _ in self?.sort() }]))
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let trail = trails[indexPath.row]
        return UIContextMenuConfiguration(identifier: trail.id as NSString, previewProvider: nil) { [weak self] _ in
            guard let self else { return nil }
            return UIMenu(title: "", children: [
                self.saveOfflineAction(for: trail),
                UIAction(title: .Trails.shareRoute, image: UIImage(systemName: "square.and.arrow.up")) { _ in
                    self.share(trail)
                },
                self.difficultyMenu(for: trail),
                UIAction(title: "Export GPX", image: UIImage(systemName: "doc")) { _ in self.export(trail) },
            ])
        }
    }

    private func saveOfflineAction(for trail: Trail) -> UIAction {
        UIAction(title: .Trails.saveOffline, image: UIImage(systemName: "arrow.down.circle")) { [weak self] _ in
            self?.store.keepOffline(trail)
        }
    }

    private func difficultyMenu(for trail: Trail) -> UIMenu {
        let easy = UIAction(title: .Trails.easy) { [weak self] _ in self?.rate(trail, .easy) }
        let hard = UIAction(title: .Trails.hard) { [weak self] _ in self?.rate(trail, .hard) }
        return UIMenu(title: .Trails.difficulty, image: UIImage(systemName: "gauge"), children: [easy, hard])
    }

    func confirmDelete(_ trail: Trail) {
        let alert = UIAlertController(title: .Trails.deleteTitle, message: nil, preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: .Trails.delete, style: .destructive) { [weak self] _ in
            self?.store.delete(trail)
        })
        present(alert, animated: true)
    }
}
