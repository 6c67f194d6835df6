/// The keys of the document's objects, and its limits, as ``SceneDocumentReader`` reads them.
enum SceneDocumentKeys {
    /// The keys of a template object, as in a `.arrow` file.
    static let templateKeys = ["name", "outline", "spine", "start", "end", "orientation", "handles",
                               "lineWidth", "hitWidth", "fillRule", "cap", "join", "miterLimit", "dash", "dashOffset"]
    /// The most elements a template's outline or spine may have in a document
    /// (`AcceptedRange.maxOutlineElements`).
    static let maxPathElements = AcceptedRange.maxOutlineElements
    /// The keys of an arrow's `style`, the body state's own among them (``ArrowBodyState/documentKeys``).
    static let styleKeys = ["startHead", "endHead", "body"] + ArrowBodyState.documentKeys + ["cornerRadius", "shrinksHeads"]
    /// The keys of an arrow's `style` in scene documents before version 3: no waypoints.
    static let styleKeysBeforeWaypoints = styleKeys.filter { !ArrowBodyState.waypointDocumentKeys.contains($0) }
    /// The keys of a head a style embeds, in head coordinates (the tip at the origin, pointing
    /// along +x; `attachment` is how far back from the tip the body stops).
    static let headKeys = ["name", "outline", "spine", "attachment", "frame", "lineWidth"]
    /// The keys of an arrow's `label`.
    static let labelKeys = ["text", "width", "height", "fraction", "offset"]
    /// The keys of a version 1 scene document.
    static let sceneKeys = ["format", "version", "templates", "arrows"]
    /// The keys of a version 2 scene document: version 1's, and the scene's shapes and tips'
    /// bindings.
    static let connectedSceneKeys = ["format", "version", "templates", "shapes", "bindings", "arrows"]
    /// The keys of a version 3 scene document: version 2's, and the routed arrows' routings.
    static let routedSceneKeys = ["format", "version", "templates", "shapes", "bindings", "routing", "arrows"]
    /// The keys of a shape in a version 2 scene document.
    static let shapeKeys = ["id", "kind", "rect", "cornerRadius", "path", "transform", "hidden", "interactive", "alpha"]
    /// The keys of a shape in a version 3 scene document: version 2's, and whether routes go
    /// around it.
    static let routedShapeKeys = shapeKeys + ["obstacle"]
    /// The keys of an arrow's routing in a version 3 scene document.
    static let routingKeys = ["arrow", "margin", "spacing"]
    /// The keys of a tip's binding in a version 2 scene document.
    static let bindingKeys = ["arrow", "tip", "target", "anchor", "mode", "gap"]
    /// The keys of an arrow in a version 1 scene document (and version 2: its bindings are listed
    /// apart).
    static let sceneArrowKeys = ["id", "template", "start", "end", "style", "label", "hidden", "interactive", "alpha",
                                 "touchInset"]
}
