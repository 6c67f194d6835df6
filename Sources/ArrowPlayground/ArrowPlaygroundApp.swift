// ArrowPlayground: the catalog's arrows on a canvas to drag, select and move with the keyboard,
// with a panel showing their tips and the part under the pointer, and a diagram of shapes
// connected by arrows. A SwiftUI app: on macOS `swift run ArrowPlayground` opens its window;
// elsewhere (Linux) it says what it needs.

#if canImport(SwiftUI)
import SwiftUI
#if os(macOS)
import AppKit
#endif

/// The playground app: one window with the canvas and the panel.
@main
struct ArrowPlaygroundApp: App {
    init() {
        #if os(macOS)
        // Started from a terminal by `swift run`, the process is not an app bundle: ask for a
        // Dock icon and a menu bar so the window can take keyboard focus.
        NSApplication.shared.setActivationPolicy(.regular)
        #endif
    }

    /// The catalog's arrows, and a diagram of shapes connected by arrows.
    @MainActor private var pages: some View {
        TabView {
            PlaygroundView().tabItem { Label("Catalog", systemImage: "arrow.left.and.right") }
            DiagramView().tabItem { Label("Diagram", systemImage: "square.on.circle") }
        }
    }

    var body: some Scene {
        WindowGroup("Arrow Playground") {
            #if os(macOS)
            // A Mac window opens wide enough for the canvas and the panel side by side, and may
            // be narrowed to a phone's width, where the panel moves under the canvas.
            pages.frame(minWidth: 360, idealWidth: 760, minHeight: 480, idealHeight: 640)
            #else
            pages
            #endif
        }
    }
}
#else
/// Without SwiftUI there is nothing to show: the playground says so and exits successfully, so
/// `swift run ArrowPlayground` on Linux builds and runs cleanly.
@main
enum ArrowPlaygroundApp {
    static func main() {
        print("ArrowPlayground needs SwiftUI (macOS or iOS): run `swift run ArrowPlayground` on a Mac, "
              + "or add the BezierArrowUI library to an iOS app.")
    }
}
#endif
