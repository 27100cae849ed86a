/// Makes an `EnvironmentValues` property and its key from one line:
/// `extension EnvironmentValues { @Entry var accent: Color = .blue }`.
@attached(accessor) @attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "WaypointMacros", type: "EntryMacro")

/// Declares a preview of a view, which `--previews` lists, `--preview NAME` shows and
/// `WaypointTesting` can check: `#Preview("Detail") { DetailView() }`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "WaypointMacros", type: "PreviewMacro")

/// Declares a preview with traits (orientation, layout, `.modifier(_:)`).
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "WaypointMacros", type: "PreviewMacro")

/// Marks state declared inside a `#Preview` body — `@Previewable @State var on = false` — which
/// the preview keeps as its view's own.
@attached(peer)
public macro Previewable() = #externalMacro(module: "WaypointMacros", type: "PreviewableMacro")
