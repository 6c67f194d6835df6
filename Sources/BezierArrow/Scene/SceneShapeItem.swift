/// A shape in an ``ArrowScene`` that arrows bind to, with the view properties UIKit's hit-test
/// walk looks at: the app's box, node or region as the scene sees it.
public struct SceneShapeItem: Sendable, Equatable {
    /// The shape: its outline and the transform that places it.
    public var shape: SceneShape
    /// A hidden shape is skipped by hit testing (UIKit: `isHidden`); arrows stay bound to it.
    public var isHidden: Bool
    /// A non-interactive shape is skipped by hit testing (UIKit: `isUserInteractionEnabled`).
    public var isInteractive: Bool
    /// A shape with an alpha of 0.01 or less is skipped by hit testing, as UIKit skips views
    /// that are all but transparent.
    public var alpha: Double
    /// Whether routed arrows go around the shape (``ArrowRouting``); hidden or not.
    public var isObstacle: Bool

    /// Creates a shape item, by default visible, interactive and opaque.
    ///
    /// - Parameters:
    ///   - shape: the shape.
    ///   - isHidden: whether it is hidden.
    ///   - isInteractive: whether it takes touches.
    ///   - alpha: its opacity.
    ///   - isObstacle: whether routed arrows go around it.
    public init(shape: SceneShape, isHidden: Bool = false, isInteractive: Bool = true, alpha: Double = 1,
                isObstacle: Bool = true) {
        self.shape = shape
        self.isHidden = isHidden
        self.isInteractive = isInteractive
        self.alpha = alpha
        self.isObstacle = isObstacle
    }

    /// Whether hit testing considers the shape at all: visible, interactive and more than 0.01
    /// opaque, as ``ArrowSceneItem`` (NaN alpha takes no touches).
    var receivesTouches: Bool { !isHidden && isInteractive && alpha > 0.01 }
}
