import Foundation

/// An activity a view advertises while it is active: its type and how to fill it in.
struct AdvertisedActivity {
  let activityType: String
  let update: (NSUserActivity) -> Void
}

/// An `onContinueUserActivity` handler.
struct ContinueActivityHandler {
  let activityType: String
  let action: (NSUserActivity) -> Void
}

/// The activities advertised in a subtree, in order: the last is the front-most screen's.
struct AdvertisedActivitiesKey: PreferenceKey {
  static var defaultValue: [AdvertisedActivity] { [] }
  static func reduce(value: inout [AdvertisedActivity], nextValue: () -> [AdvertisedActivity]) {
    value += nextValue()
  }
}

/// The `onContinueUserActivity` handlers of a subtree, deepest first.
struct ContinueActivityHandlersKey: PreferenceKey {
  static var defaultValue: [ContinueActivityHandler] { [] }
  static func reduce(
    value: inout [ContinueActivityHandler], nextValue: () -> [ContinueActivityHandler]
  ) {
    value += nextValue()
  }
}

/// Adds one value to a list preference of the content.
struct AppendingPreference<Key: PreferenceKey, Element> where Key.Value == [Element] {
  let element: Element?
}

extension AppendingPreference: PrimitiveModifier {
  func output(in node: Node) -> NodeOutput {
    var output = node.childrenOutput()
    guard let element else { return output }
    output.preferences.set(Key.self, output.preferences[Key.self] + [element])
    return output
  }
}

extension View {
  /// Advertises an activity of `activityType` while `isActive`, filled in by `update` whenever
  /// another instance asks for it (Handoff).
  nonisolated public func userActivity(
    _ activityType: String, isActive: Bool = true,
    _ update: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(
      AppendingPreference<AdvertisedActivitiesKey, AdvertisedActivity>(
        element: isActive ? AdvertisedActivity(activityType: activityType, update: update) : nil))
  }

  /// Advertises an activity of `activityType` about `element` while it is not nil.
  nonisolated public func userActivity<P>(
    _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
  ) -> some View {
    modifier(
      AppendingPreference<AdvertisedActivitiesKey, AdvertisedActivity>(
        element: element.map { value in
          AdvertisedActivity(activityType: activityType) { update(value, $0) }
        }))
  }

  /// Continues activities of `activityType` handed to the app (Handoff, universal links as
  /// `NSUserActivityTypeBrowsingWeb`).
  nonisolated public func onContinueUserActivity(
    _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
  ) -> some View {
    modifier(
      AppendingPreference<ContinueActivityHandlersKey, ContinueActivityHandler>(
        element: ContinueActivityHandler(activityType: activityType, action: action)))
  }
}
