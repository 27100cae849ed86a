import Foundation

#if !canImport(Darwin)
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// The activity type of a web page being browsed: how a universal link arrives as an activity.
  public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

  /// A representation of the state of the app at a moment in time, which another instance can
  /// continue (Handoff). Foundation on Linux lacks it; Waypoint gives it Apple's members.
  open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, in reverse-DNS form (`com.example.recipes.view`).
    public let activityType: String
    /// A user-visible title for the activity.
    open var title: String?
    /// The state the activity carries.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` that must be present for the activity to be continued.
    open var requiredUserInfoKeys: Set<String>?
    /// A web page that shows the same content, for devices without the app.
    open var webpageURL: URL?
    /// The content the activity is about, for choosing the scene that continues it.
    open var targetContentIdentifier: String?
    /// Whether the activity can be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity is indexed for search.
    open var isEligibleForSearch = false
    /// Whether the activity may be indexed publicly.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity's state should be refreshed before it is handed off.
    open var needsSave = false
    /// Whether the activity is the app's current one.
    public private(set) var isCurrent = false
    /// Whether the activity was invalidated; an invalid activity cannot become current again.
    public private(set) var isValid = true

    /// An activity of the given type.
    public init(activityType: String) {
      self.activityType = activityType
    }

    /// Adds entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
      userInfo = (userInfo ?? [:]).merging(otherDictionary) { _, new in new }
    }

    /// Makes the activity the current one.
    open func becomeCurrent() {
      if isValid { isCurrent = true }
    }

    /// Stops the activity being the current one.
    open func resignCurrent() {
      isCurrent = false
    }

    /// Ends the activity for good.
    open func invalidate() {
      isCurrent = false
      isValid = false
    }

    private static let payloadKey = "WaypointTypedPayload"

    /// Stores `payload`, encoded as JSON, in `userInfo`; throws `TypedPayloadError.encodingError`
    /// when it cannot be encoded.
    public func setTypedPayload<T: Decodable & Encodable>(_ payload: T) throws {
      guard let data = try? JSONEncoder().encode(payload) else {
        throw TypedPayloadError.encodingError
      }
      addUserInfoEntries(from: [Self.payloadKey: data])
    }

    /// The payload stored with `setTypedPayload(_:)`, decoded as `T`; throws
    /// `TypedPayloadError.invalidContent` when there is none or it is not a `T`.
    public func typedPayload<T: Decodable & Encodable>(_ type: T.Type) throws -> T {
      guard let data = userInfo?[Self.payloadKey] as? Data,
        let payload = try? JSONDecoder().decode(T.self, from: data)
      else {
        throw TypedPayloadError.invalidContent
      }
      return payload
    }

    /// Whether every required key is in `userInfo`, so the activity can be continued.
    var hasRequiredKeys: Bool {
      (requiredUserInfoKeys ?? []).allSatisfy { key in userInfo?[key] != nil }
    }
  }
#endif
