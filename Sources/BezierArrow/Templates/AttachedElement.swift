/// A template drawing command with its attachments.
package enum AttachedElement: Hashable, Sendable {
    case move(AttachedPoint)
    case line(AttachedPoint)
    /// A quadratic's control point is attached by its own position.
    case quad(to: AttachedPoint, control: AttachedPoint)
    case cubic(to: AttachedPoint, control1: AttachedHandle, control2: AttachedHandle)
    case close
}
