import BezierArrow

/// The commands of the `arrowgen repl` session, with the text `help` prints for them.
///
/// One table for parsing, `help`, and error messages, so they cannot drift apart.
package enum ReplVerb: String, CaseIterable, Hashable, Sendable {
    case help, load, start, end, drag, orientation, handles, head, body, bend, waypoint, heads, show, bounds, frame, hit,
         slot, label, arrow, shape, move, resize, rotate, remove, bind, unbind, route, obstacle, select, undo, redo, draw, svg,
         save, open, code, json, reset, quit

    /// Other words for a command, the ones a shell or an editor taught the hand: `exit`, `q`
    /// and `:q` leave as `quit` does.
    package static let aliases: [String: ReplVerb] = ["exit": .quit, "q": .quit, ":q": .quit]

    /// The command a typed word names, its case ignored: a command's name or an alias.
    package init?(typed word: String) {
        let name = word.lowercased()
        guard let verb = ReplVerb(rawValue: name) ?? Self.aliases[name] else { return nil }
        self = verb
    }

    /// The command with its arguments, as `help` lists it.
    package var usage: String {
        switch self {
        case .help: "help [COMMAND]"
        case .load: "load FILE|NAME"
        case .start: "start X Y"
        case .end: "end X Y"
        case .drag: "drag start|end|bend DX DY"
        case .orientation: "orientation " + ArrowOrientation.names.joined(separator: "|")
        case .handles: "handles " + HandlePolicy.names.joined(separator: "|")
        case .head: "head start|end NAME"
        case .body: "body " + ArrowBodyKind.names.joined(separator: "|")
        case .bend: "bend D"
        case .waypoint: "waypoint [add X Y [at INDEX] | move INDEX X Y | remove INDEX | list]"
        case .heads: "heads"
        case .show: "show"
        case .bounds: "bounds"
        case .frame: "frame"
        case .hit: "hit X Y"
        case .slot: "slot T"
        case .label: "label [TEXT]"
        case .arrow: "arrow [NAME | add NAME]"
        case .shape: "shape [NAME KIND ...]"
        case .move: "move [NAME] DX DY"
        case .resize: "resize NAME W H"
        case .rotate: "rotate NAME DEG"
        case .remove: "remove [NAME]"
        case .bind: "bind start|end TARGET [MODE] [AX AY]"
        case .unbind: "unbind start|end"
        case .route: "route [on [MARGIN [SPACING]] | off]"
        case .obstacle: "obstacle [NAME [on|off]]"
        case .select: "select [[add|toggle] NAME... | all | none | rect X Y W H [inside]]"
        case .undo: "undo"
        case .redo: "redo"
        case .draw: "draw [COLUMNS]"
        case .svg: "svg FILE"
        case .save: "save FILE"
        case .open: "open FILE"
        case .code: "code"
        case .json: "json"
        case .reset: "reset"
        case .quit: "quit"
        }
    }

    /// One line for the `help` list.
    package var summary: String {
        switch self {
        case .help: "list the commands, or explain one"
        case .load: "open a .arrow or .svg template file, or a catalog template (DoubleArrow)"
        case .start: "move the start tip to (X, Y)"
        case .end: "move the end tip to (X, Y)"
        case .drag: "move a tip, or the bend handle, by (DX, DY)"
        case .orientation: "whether the heads turn with the tips"
        case .handles: "what body handles do as the body stretches"
        case .head: "put a catalog head (see 'heads') on the start or end tip"
        case .body: "the shape of the body between the heads"
        case .bend: "how far an arc or elbow body bends (the bend handle)"
        case .waypoint: "the points the body passes through between the tips: add, move, remove, list"
        case .heads: "the heads 'head' accepts, with their sizes"
        case .show: "every path element with its coordinates"
        case .bounds: "the arrow's tight bounds"
        case .frame: "the view frame sized from the two tips and the tips in it"
        case .hit: "what a tap at (X, Y) hits: part, nearest point, distance"
        case .slot: "the point and direction at a fraction T of the body's length"
        case .label: "put TEXT on the middle of the body, or with no text remove the label"
        case .arrow: "list the arrows, select one for the other commands, or add one"
        case .shape: "list the shapes, or add one: KIND rect|rounded|ellipse X Y W H [R], or path DATA"
        case .move: "move a shape by (DX, DY), the arrows bound to it following; with no NAME, the selection"
        case .resize: "give a shape a new width and height about its centre"
        case .rotate: "turn a shape about its centre by DEG degrees (clockwise)"
        case .remove: "remove a shape or an arrow, or with no NAME the selection; tips bound to it stay, free"
        case .bind: "bind a tip to a shape (MODE edge [GAP] or pinned) or to another arrow's body"
        case .unbind: "free a bound tip where it is"
        case .route: "route the elbow body around the obstacle shapes, or stop routing it"
        case .obstacle: "list the obstacles to routed arrows, or make a shape one or not"
        case .select: "select arrows for 'move DX DY' and 'remove': by name, all, none, or a rectangle"
        case .undo: "undo the last command that changed the diagram"
        case .redo: "make the last command undone again"
        case .draw: "the arrow, or the diagram, in braille dots (S, E: tips; x: hit point)"
        case .svg: "write an SVG picture of the arrow, or the diagram, to FILE"
        case .save: "save the diagram (arrows, shapes, bindings) as a scene document"
        case .open: "open a diagram saved with 'save' (a template file: 'load')"
        case .code: "the generated Swift for the template"
        case .json: "the current state as one JSON object"
        case .reset: "tips, modes, label and hit point back to the template's"
        case .quit: "leave (so do exit, q, :q, and end of input: Control-D)"
        }
    }

    /// What `help COMMAND` adds to the summary: meaning, units, an example.
    package var details: String {
        switch self {
        case .help: "Without a command, lists every command. 'help drag' explains 'drag'."
        case .load:
            "Opens a template and puts its tips at rest. NAME is a catalog template (try\n"
                + "'load DoubleArrow'); anything else is read as a .arrow or .svg file. A template with\n"
                + "errors prints them as file:line:column: error: ... and the current one stays. An\n"
                + "diagram saved with 'save' is read by 'open'; a path may start with ~ (your home folder)."
        case .start, .end:
            "Coordinates are template units, y growing downwards (as SVG and UIKit). The\n"
                + "\(rawValue) head moves rigidly with its tip; the body bends between the heads.\n"
                + "Example: \(rawValue == "start" ? "start 0 19" : "end 200 139")  (also accepted: \(rawValue) 200,139)"
        case .drag:
            "Moves one tip by a distance, as a finger dragging that head would.\n"
                + "Example: drag end 0 120  (bends the body into an S)\n"
                + "'drag bend DX DY' moves the bend handle of an arc or elbow body (see 'body') as a\n"
                + "finger would: the bend becomes the one whose handle passes through the moved point."
        case .orientation: ArrowOrientation.summaryLines(indent: "  ").joined(separator: "\n")
        case .handles: HandlePolicy.summaryLines(indent: "  ").joined(separator: "\n")
        case .head:
            "Draws the arrow with that head at one tip, placed rigidly at the tip and pointing\n"
                + "along the body; the other head stays. NAME is a head 'heads' lists ('none' for no\n"
                + "head), or the template's own head at either end (DoubleArrow.start). Once a head or\n"
                + "body is set, the arrow is drawn from heads and a body instead of its template's\n"
                + "outline; 'reset' goes back. Example: head end triangleOutline"
        case .body:
            ArrowBodyKind.summaryLines(indent: "  ").joined(separator: "\n")
                + "\nThe heads stay (the template's own until 'head' sets others). Example: body arc"
        case .bend:
            "D is the bend handle, in template units: for an arc body the signed distance of the\n"
                + "body's middle from the line between the tips (an arrow pointing right with a\n"
                + "positive bend bows downward, y growing downwards), for an elbow body how far its\n"
                + "middle segment sits from halfway between the tips. The other bodies keep it for when\n"
                + "the body becomes an arc or elbow. Finite, within ±1e12. Example: bend 40"
        case .waypoint:
            "Waypoints are points the body passes through between the tips, numbered from 0 nearest\n"
                + "the start tip. 'waypoint add X Y' adds one just before the end tip ('at INDEX' puts it\n"
                + "before waypoint INDEX instead); 'waypoint move INDEX X Y' moves one; 'waypoint remove\n"
                + "INDEX' removes one; 'waypoint' or 'waypoint list' lists them. Each body kind passes them\n"
                + "its own way (see 'body'): straight lines with rounded corners, a smooth curve, or\n"
                + "horizontal and vertical runs; the bend is ignored while there are any. A body keeps\n"
                + "at most \(ArrowBodyState.maxWaypointCount). 'draw' marks them 0-9 (W past 9) and each leg's midpoint o; 'save'\n"
                + "keeps them. Example: waypoint add 100 80"
        case .heads:
            "One line per head: its name, how far back from the tip the body stops (attachment),\n"
                + "and the size of its frame, width along the arrow by height across. The heads on the\n"
                + "tips are marked."
        case .show:
            "One line per path element: move, line, quad (to, control) or cubic (to, control1,\n"
                + "control2), at most four decimals; then the bend handle of an arc or elbow body."
        case .bounds: "The smallest rectangle holding the outline, from the curves' extrema."
        case .frame:
            "The view frame built from the two tips: x = left tip x,\n"
                + "y = upper tip y - half the head frame height, width = |dx|, height = |dy| + head\n"
                + "frame height; then both tips in that view's own coordinates. It is not the arrow's\n"
                + "extent (heads reach past it): see 'bounds'."
        case .hit:
            "A tap hits where the outline's fill or its stroke at the tap width (the template's\n"
                + "hitWidth, 35 by default) covers the point. Prints the part hit (start head, end\n"
                + "head, body, or the bend handle of an arc or elbow body within the tap reach of it),\n"
                + "the nearest point and the distance, or a miss. The point is marked in 'draw' and 'svg'."
        case .slot:
            "T runs from 0 (where the body leaves the start head) to 1 (where it meets the end\n"
                + "head), by length along the body's center line: the spine, or midway between the\n"
                + "outline's two sides. Prints the point and the unit tangent (towards the end head).\n"
                + "Example: slot 0.5  (the middle of the body: (100, 19) for DoubleArrow at rest)"
        case .label:
            "Puts a label with TEXT (the rest of the line, up to a '#' comment) halfway along the body.\n"
                + "Its box is centred on the body, upright, 7 units wide per character by 14 high (an\n"
                + "estimate: the preview has no fonts; an app's views measure the text), and the body is\n"
                + "cut around it, 4 units (plus half the line width) clear of it; the heads stay whole. A\n"
                + "tap in the box hits the label ('hit'). 'label' alone removes it.\n"
                + "Example: label Hello  (box 35 x 14 around (100, 19) on DoubleArrow at rest)"
        case .arrow:
            "The session holds a diagram: arrows and shapes, each with a name. The first arrow is\n"
                + "'\(ReplDiagram.firstArrowName)'; every arrow command (start, drag, head, body, label, bind, ...) acts on the\n"
                + "selected one. 'arrow' lists the arrows with their tips, marking the selected one with *;\n"
                + "'arrow NAME' selects one; 'arrow add NAME' adds a copy of the selected arrow (template,\n"
                + "style, tips, routing; no bindings) and selects it. A name starts with a letter, then\n"
                + "letters, digits, _, - or .; arrows and shapes share the names.\n"
                + "Example: arrow add second"
        case .shape:
            "'shape NAME rect|rounded|ellipse X Y W H [R]' or 'shape NAME path DATA'.\n"
                + "Adds a shape tips can bind to, in scene units (y down): a rect, a rounded rect (corner\n"
                + "radius R, 8 if not given), or the ellipse inside the box at (X, Y) of size W x H; or any\n"
                + "closed outline as SVG path data (a concave one too): 'shape L path M0 0 H60 V20 H20 V60\n"
                + "H0 Z'. A shape of a name already taken is replaced, and the arrows bound to it follow.\n"
                + "'shape' lists the shapes, 'shape NAME' describes one. Example: shape A rect 0 0 100 60"
        case .move:
            "Moves a shape by a distance; every tip bound to it, and every arrow bound to those\n"
                + "arrows, is solved again, and the reply shows where they went.\n"
                + "'move DX DY' moves the selected arrows (see 'select') whole, as a drawing tool drags a\n"
                + "selection: both tips, waypoints and bend by the same distance. A tip bound to what\n"
                + "moves with it (another selected arrow) stays bound; one bound to a shape or to an arrow\n"
                + "not selected is unbound, so that the arrows move rigidly; arrows bound to a moved arrow\n"
                + "follow it ('move 40 -10'). Example: move A 40 -10"
        case .resize:
            "Gives a shape a width and height in its own coordinates, keeping its centre (and its\n"
                + "turn); a path's outline is stretched. Anchors stay at the same place on the shape,\n"
                + "so bound tips follow it. Example: resize A 140 80"
        case .rotate:
            "Turns a shape about its centre by DEG degrees, positive clockwise on the y-down\n"
                + "screen, adding to any turn it has; anchors turn with it. Example: rotate A 30"
        case .remove:
            "Removes a shape, or an arrow while another remains (removing the selected arrow\n"
                + "selects another). Tips bound to it stay where they are, free; the reply lists them.\n"
                + "'remove' with no name removes the arrows 'select' selected, while one arrow remains.\n"
                + "Example: remove A"
        case .bind:
            "'bind start|end SHAPE [edge [GAP]|pinned] [AX AY]' or 'bind start|end ARROW [T]'.\n"
                + "Binds a tip of the selected arrow to a target, which then moves it.\n"
                + "A shape: AX AY is the anchor, from 0 to 1 across the shape's own box ((0.5, 0.5), its\n"
                + "centre, when not given; (1, 0.5) the middle of its right side). With 'edge' (the\n"
                + "default) the tip stops where the arrow, aimed at the anchor, first enters the shape,\n"
                + "GAP units outside it; 'pinned' puts the tip on the anchor. Both tips on one shape make a\n"
                + "loop. Another arrow: 'bind start|end ARROW [T]' puts the tip on that arrow's body at the\n"
                + "fraction T of its length (0.5 when not given), and it moves with it; cycles of arrows\n"
                + "bound to arrows are refused. Moving a bound tip by hand (start, end, drag) unbinds it.\n"
                + "Example: bind start A  (also: bind end B edge 4 0 0.5; bind end B pinned 1 0; bind start main 0.3)"
        case .unbind: "Frees a tip of the selected arrow; it stays where its binding put it. Example: unbind end"
        case .route:
            "'route on [MARGIN [SPACING]]' routes the selected arrow's elbow body around the shapes\n"
                + "that are obstacles (see 'obstacle'): horizontal and vertical runs keeping MARGIN (10\n"
                + "when not given) from each obstacle's box, leaving a tip bound to a shape straight out\n"
                + "of the side of its box nearest the anchor; routes sharing a channel are spread SPACING\n"
                + "(6) apart. The route is found again whenever the tips, the bindings or the shapes\n"
                + "change. When a tip is walled in and no route keeps the margin, the reply says 'no\n"
                + "route: drawn as the direct elbow', and the body runs straight through the shapes.\n"
                + "'route off' draws the elbow's own way again; 'route' says how the arrow is routed.\n"
                + "The body must be an elbow ('body elbow'). Example: route on 12"
        case .obstacle:
            "Every shape is an obstacle routed arrows go around (see 'route'), until 'obstacle NAME\n"
                + "off' lets them cross it; 'obstacle NAME on' makes it one again, 'obstacle NAME' says\n"
                + "which it is, and 'obstacle' lists them. Routed arrows are routed again at once.\n"
                + "Example: obstacle Note off"
        case .select:
            "Selects arrows for 'move DX DY' and 'remove' to act on together, as a drawing tool's\n"
                + "selection (the arrow commands still act on the one arrow 'arrow NAME' selects).\n"
                + "'select NAME...' selects those arrows alone; 'select add NAME...' adds them, 'select\n"
                + "toggle NAME...' takes each out if it is in and adds it if not; 'select all', 'select\n"
                + "none'; 'select rect X Y W H' selects the arrows the rectangle touches, and with\n"
                + "'inside' only those wholly inside it; 'select' or 'select list' lists the selection.\n"
                + "Example: select rect 0 0 200 100 inside"
        case .undo:
            "Undoes the last command that changed the diagram: its arrows (tips, heads, body,\n"
                + "waypoints, label, template), shapes, bindings, obstacles and routings; each command is one\n"
                + "step, and the selections come back as they were before it. Commands that only look\n"
                + "(draw, json, hit, ...) or select are no steps. The session keeps the last \(ReplHistory.limit)\n"
                + "steps; undoing every one gives the diagram back to the bit."
        case .redo: "Makes the last undone command again; any other change drops what was undone."
        case .draw:
            "Draws the outline with Unicode braille dots, S and E at the tips, B at the bend handle,\n"
                + "the label's box with L at its centre, and x at the last hit point, at most COLUMNS\n"
                + "characters wide (default: the terminal's width, or 72 when the output is not a\n"
                + "terminal; 16 to 400). Once the session has shapes or more than one arrow, it draws the\n"
                + "diagram: every shape with its name, every arrow, anchors (+), free tips (S, E) and bound\n"
                + "tips (@), each arrow's waypoints by index (0-9, W past 9), and a line for each arrow\n"
                + "saying where its tips are, what holds them, and whether it is routed (see 'route')."
        case .svg:
            "Writes a picture that opens in any browser: the arrow filled, the label's text in its\n"
                + "box, the head frames, tips, handles, the bend handle and the tap target shaded, with\n"
                + "a legend. FILE must end in .svg (or be a device: /dev/stdout). Once the session has\n"
                + "shapes or more than one arrow, the picture is the diagram: shapes, arrows, their names,\n"
                + "anchors (small squares), bound tips (ringed, with a dashed line to their anchor), each\n"
                + "arrow's waypoints (numbered diamonds), and shapes that are no obstacle dashed."
        case .save:
            "Writes a BezierArrow scene document (JSON, the format apps read with\n"
                + "ArrowSceneDocument): each arrow with its name as its id, a catalog template by name,\n"
                + "any other template or changed mode embedded, tips with every digit, the heads, body\n"
                + "and bend once one is set (a catalog head by name), and the label; then the shapes and\n"
                + "the bound tips. A session of one arrow writes a one-arrow document (id 1). The file\n"
                + "is written whole or not at all."
        case .open:
            "Reads a scene document, as 'save' writes it, in place of the diagram: the same arrows\n"
                + "(templates, modes, tips, heads, body, bend and label, to the last bit), shapes and\n"
                + "bindings; the arrow main is selected, else the first. Ids are the names (a number N\n"
                + "names an arrow arrowN, a shape shapeN; a lone arrow is main). A document with a\n"
                + "mistake prints where (arrows[0].end[1]: ...) and the session stays as it was. A\n"
                + ".arrow or .svg template is read by 'load'."
        case .code: "Prints the Swift that 'arrowgen generate' writes for the current template."
        case .json:
            "One line of JSON: template, source, tips, orientation, handles, heads, body, bend and\n"
                + "bend handle, SVG path data, bounds, view frame and local tips, the stroke, the label\n"
                + "(text, fraction, offset, box) and the last hit; then the diagram: the selected arrow's\n"
                + "name and bindings, every arrow (tips, bindings, and when it has them its waypoints,\n"
                + "an elbow's kept segments and its routing with the route's corners), the selection, and\n"
                + "every shape (with whether it is an obstacle)."
        case .reset:
            "Puts the tips at rest, the modes, heads and body back to the template's, and forgets\n"
                + "the label and the hit point."
        case .quit:
            "Ends the session. 'exit', 'q' and ':q' do the same, and so does the end of the input\n"
                + "(Control-D on a terminal); words after it are ignored. The exit status is 0, or\n"
                + "65 when a line of a script (input that is not a terminal) failed."
        }
    }

    /// What the command's arguments must be, for error messages (`'start' expects two numbers X
    /// Y, found 'abc'`).
    var expectation: String {
        switch self {
        case .help: "nothing or a command name"
        case .load: "a .arrow or .svg file path or a catalog name"
        case .start, .end, .hit: "two numbers X Y"
        case .slot: "a fraction T from 0 to 1"
        case .label: "nothing, or the label's text"
        case .drag: "start, end or bend, then two numbers DX DY"
        case .orientation: ArrowOrientation.choices()
        case .handles: HandlePolicy.choices()
        case .head: "start or end, then a head name (see 'heads')"
        case .body: ArrowBodyKind.choices()
        case .bend: "one number D"
        case .waypoint: "add X Y [at INDEX], move INDEX X Y, remove INDEX, or list"
        case .arrow: "nothing, an arrow's name, or add and a new name"
        case .shape:
            "nothing, a name, or a name then rect, rounded or ellipse and X Y W H (rounded: and a corner "
                + "radius R), or path and SVG path data"
        case .move: "a shape's name, then two numbers DX DY, or two numbers DX DY for the selection"
        case .resize: "a shape's name, then a width and height W H"
        case .rotate: "a shape's name, then an angle DEG in degrees"
        case .remove: "a shape's or arrow's name, or nothing for the selection"
        case .bind: "start or end, a shape's or arrow's name, then edge [GAP] or pinned, and an anchor AX AY"
        case .unbind: "start or end"
        case .route: "nothing, on with a margin and a spacing, or off"
        case .obstacle: "nothing, a shape's name, then on or off"
        case .select: "arrows' names, add or toggle and names, all, none, rect X Y W H [inside], or list"
        case .draw: "nothing or a column count from 16 to 400"
        case .svg: "a file path ending in .svg"
        case .save, .open: "a file path"
        case .heads, .show, .bounds, .frame, .code, .json, .reset, .undo, .redo: "no arguments"
        case .quit: "anything"
        }
    }
}
