import EllipsisCore

/// Simple line drawings standing in for the quick-action icons, so a preview
/// shows where the icon column is and which kind of icon it holds. They are
/// not Apple's artwork.
enum SystemIconDrawing {
    static func draw(_ icon: Icon, centerX: Double, centerY: Double, size: Double) -> String {
        let s = size / 21
        let name: String
        switch icon {
        case .system(let system): name = system.lowercased()
        case .symbol(let symbol): name = symbol.lowercased()
        case .file: name = "file"
        }
        let shape: String
        if name.contains("search") || name.contains("magnifyingglass") {
            shape = "<circle cx=\"-2\" cy=\"-2\" r=\"6.5\"/><path d=\"M2.8 2.8L9 9\"/>"
        } else if name.contains("add") || name.contains("plus") {
            shape = "<path d=\"M0 -8V8M-8 0H8\"/>"
        } else if name.contains("compose") || name.contains("pencil") || name.contains("square.and.pencil") {
            shape = "<path d=\"M-8 -4V8H4M-2 4L9 -7L6 -10L-5 1L-6 5Z\"/>"
        } else if name.contains("share") {
            shape = "<path d=\"M-6 -2H-8V9H8V-2H6M0 4V-9M-4 -5L0 -9L4 -5\"/>"
        } else if name.contains("location") || name.contains("mappin") {
            shape = "<path d=\"M0 9C-5 3 -7 0 -7 -3A7 7 0 0 1 7 -3C7 0 5 3 0 9Z\"/><circle cx=\"0\" cy=\"-3\" r=\"2.2\"/>"
        } else if name.contains("favorite") || name.contains("star") || name.contains("love") || name.contains("heart") {
            shape = "<path d=\"M0 -9L2.6 -3H9L4 1L6 8L0 4L-6 8L-4 1L-9 -3H-2.6Z\"/>"
        } else if name.contains("mail") || name.contains("message") || name.contains("envelope") {
            shape = "<rect x=\"-9\" y=\"-6\" width=\"18\" height=\"13\" rx=\"2\"/><path d=\"M-9 -5L0 2L9 -5\"/>"
        } else if name.contains("play") {
            shape = "<path d=\"M-5 -8L8 0L-5 8Z\"/>"
        } else if name.contains("home") || name.contains("house") {
            shape = "<path d=\"M-9 0L0 -8L9 0M-6 -2V8H6V-2\"/>"
        } else {
            shape = "<rect x=\"-8\" y=\"-8\" width=\"16\" height=\"16\" rx=\"4\"/><circle cx=\"0\" cy=\"0\" r=\"2\"/>"
        }
        return "<g class=\"icon\" transform=\"translate(\(MenuPreviewSVG.n(centerX)) \(MenuPreviewSVG.n(centerY))) scale(\(MenuPreviewSVG.n(s)))\" fill=\"none\" stroke=\"#1c1c1e\" stroke-width=\"1.7\" stroke-linecap=\"round\" stroke-linejoin=\"round\">\(shape)</g>\n"
    }
}
