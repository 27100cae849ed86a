/// An effect on a view's drawing that does not change its layout, such as a scroll transition's
/// fade; Waypoint declares the protocol, which a terminal cannot draw.
public protocol VisualEffect: Sendable, Animatable {}
