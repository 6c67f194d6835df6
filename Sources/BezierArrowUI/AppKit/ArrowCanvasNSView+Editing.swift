// ArrowCanvasNSView's undo and redo, and copy, cut, paste and duplicate of the selected arrows,
// and the Edit menu's commands that call them.

#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import BezierArrow
import AppKit

extension ArrowCanvasNSView {
    /// Makes a change of the app's as one undoable step, registered with the canvas's
    /// `undoManager` under `actionName` ("Change Head", "Add Arrow"): the items' states before
    /// `change`, then after it.
    ///
    /// The canvas registers its own edits itself: a drag, a key or VoiceOver move (consecutive
    /// moves of one tip are one step), a connect or disconnect action, a cut, a paste, a
    /// duplicate. After an undo or redo, ``onChange`` is called for every arrow and shape the
    /// step touched (``arrow(_:)`` is `nil` for one it removed), and ``onBindingChange`` for
    /// each tip whose binding changed.
    ///
    /// ```swift
    /// canvas.performEdit(named: "Add Arrow", touching: [id]) { canvas.setArrow(item) }
    /// ```
    ///
    /// - Parameters:
    ///   - actionName: the step's name, for the Undo menu item.
    ///   - ids: every arrow and shape `change` adds, removes or changes.
    ///   - change: the change, made through the canvas's methods.
    public func performEdit(named actionName: String, touching ids: [ID], _ change: () -> Void) {
        core.performEdit(named: actionName, touching: ids, change)
    }
}

extension ArrowCanvasNSView where ID: Codable {
    /// The pasteboard type of a copied scene document (see `ArrowSceneDocument`).
    public static var sceneDocumentType: String { "org.bezierarrow.scene" }

    /// Lets the Edit menu's Copy, Cut, Paste and Duplicate act on the canvas while it is first
    /// responder (an arrow selected): the Edit menu and its shortcuts call
    /// ``copySelection(templates:)``, ``cutSelection(templates:)``, ``paste(templates:makeID:)``
    /// and ``duplicateSelection(makeID:)`` (an item whose action is `duplicate:`, which an app's
    /// Edit menu may hold with ⌘D), each enabled only when it applies. Delete and Select All
    /// work without it.
    ///
    /// ```swift
    /// canvas.enableEditCommands { _ in UUID() }
    /// ```
    ///
    /// - Parameters:
    ///   - templates: the templates the app has by name, for copying and pasting.
    ///   - makeID: the id of each pasted or duplicated arrow, given its copied id; each must be
    ///     new to the canvas.
    public func enableEditCommands(templates: ArrowTemplateLookup = .none, makeID: @escaping (ID) -> ID) {
        core.editCommands = CanvasEditCommands(
            copy: { [weak self] in self?.copySelection(templates: templates) ?? false },
            cut: { [weak self] in self?.cutSelection(templates: templates) ?? false },
            paste: { [weak self] in self?.paste(templates: templates, makeID: makeID) ?? false },
            duplicate: { [weak self] in self?.duplicateSelection(makeID: makeID) ?? false },
            pasteboardHasScene: { NSPasteboard.general.availableType(from: [NSPasteboard.PasteboardType(Self.sceneDocumentType)]) != nil })
    }

    /// Copies the selected arrows to the general pasteboard: as a scene document (an arrow bound
    /// to anything not copied goes free, its tips where they are drawn) and as an SVG image for
    /// other apps.
    ///
    /// - Parameter templates: the templates the app has by name (others are embedded).
    /// - Returns: whether an arrow was selected.
    @discardableResult
    public func copySelection(templates: ArrowTemplateLookup = .none) -> Bool {
        guard let copy = core.copySelection(), let data = try? ArrowSceneDocument(scene: copy, templates: templates).jsonData() else {
            return false
        }
        let pasteboard = NSPasteboard.general
        let types = [NSPasteboard.PasteboardType(Self.sceneDocumentType), NSPasteboard.PasteboardType("public.svg-image")]
        pasteboard.declareTypes(types, owner: nil)
        pasteboard.setData(Data(data), forType: types[0])
        pasteboard.setData(Data(copy.svgImage().utf8), forType: types[1])
        return true
    }

    /// Copies the selected arrows (see ``copySelection(templates:)``), then removes them as one
    /// undoable step named "Cut".
    ///
    /// - Parameter templates: the templates the app has by name.
    /// - Returns: whether an arrow was cut.
    @discardableResult
    public func cutSelection(templates: ArrowTemplateLookup = .none) -> Bool {
        guard copySelection(templates: templates), core.deleteSelection(actionName: ArrowSceneEditNames.cut) else { return false }
        refresh()
        return true
    }

    /// Pastes the arrows of a scene document on the general pasteboard, as one undoable step:
    /// 10 points right and down of where they were copied, 10 more at each paste of the same
    /// copy; on top of the other arrows, the topmost selected.
    ///
    /// - Parameters:
    ///   - templates: finds the templates the document names.
    ///   - makeID: the new id of each pasted arrow, given its copied id (`{ _ in UUID() }`);
    ///     each must be new to the canvas.
    /// - Returns: whether anything was pasted (`false`: no document, one that does not read,
    ///   or an id in use).
    @discardableResult
    public func paste(templates: ArrowTemplateLookup = .none, makeID: (ID) -> ID) -> Bool {
        let pasteboard = NSPasteboard.general
        guard let data = pasteboard.data(forType: NSPasteboard.PasteboardType(Self.sceneDocumentType)),
              let document = try? ArrowSceneDocument<ID>(jsonData: data, templates: templates),
              core.paste(document.scene, changeCount: pasteboard.changeCount, actionName: ArrowSceneEditNames.paste, makeID: makeID) else {
            return false
        }
        refresh()
        return true
    }

    /// Pastes a copy of the selected arrows 10 points right and down of them, the topmost
    /// selected, as one undoable step named "Duplicate"; the pasteboard is left as it was.
    ///
    /// - Parameter makeID: each copy's id, given the selected arrow's.
    /// - Returns: whether an arrow was selected and duplicated.
    @discardableResult
    public func duplicateSelection(makeID: (ID) -> ID) -> Bool {
        guard let copy = core.copySelection(), core.paste(copy, changeCount: nil, actionName: ArrowSceneEditNames.duplicate, makeID: makeID) else {
            return false
        }
        refresh()
        return true
    }
}
#endif
