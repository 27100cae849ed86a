/// A type that produces view previews: the form before `#Preview`. Waypoint finds every
/// non-generic one in the app, as it finds `#Preview`s, and lists and runs it by its type's name.
@MainActor @preconcurrency
public protocol PreviewProvider {
  /// The type to preview.
  associatedtype Previews: View
  /// What the preview runner shows for this provider, listed under the provider type's name.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}
