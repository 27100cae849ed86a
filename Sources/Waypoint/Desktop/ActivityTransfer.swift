import Foundation

/// An activity as one line of text, for handing it from a running copy of the app to another
/// (`--continue`): its members as JSON, `userInfo` as a property list, base64 as a whole.
enum ActivityTransfer {
  static func encode(_ activity: NSUserActivity) -> String? {
    var fields: [String: Any] = [
      "type": activity.activityType,
      "handoff": activity.isEligibleForHandoff,
      "search": activity.isEligibleForSearch,
      "public": activity.isEligibleForPublicIndexing,
    ]
    if let title = activity.title { fields["title"] = title }
    if let url = activity.webpageURL { fields["webpageURL"] = url.absoluteString }
    if let target = activity.targetContentIdentifier { fields["target"] = target }
    if let keys = activity.requiredUserInfoKeys { fields["required"] = keys.sorted() }
    if let info = activity.userInfo {
      let plist = Dictionary(
        info.compactMap { key, value in (key.base as? String).map { ($0, value) } }
      ) { first, _ in first }
      if let data = try? PropertyListSerialization.data(
        fromPropertyList: plist, format: .binary, options: 0)
      {
        fields["userInfo"] = data.base64EncodedString()
      }
    }
    guard let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])
    else { return nil }
    return data.base64EncodedString()
  }

  /// The activity in `text`, nil when it is not one (whatever a peer sent).
  static func decode(_ text: String) -> NSUserActivity? {
    guard let data = Data(base64Encoded: text),
      let fields = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let type = fields["type"] as? String, !type.isEmpty
    else { return nil }
    let activity = NSUserActivity(activityType: type)
    activity.title = fields["title"] as? String
    activity.webpageURL = (fields["webpageURL"] as? String).flatMap(URL.init(string:))
    activity.targetContentIdentifier = fields["target"] as? String
    activity.isEligibleForHandoff = fields["handoff"] as? Bool ?? true
    activity.isEligibleForSearch = fields["search"] as? Bool ?? false
    activity.isEligibleForPublicIndexing = fields["public"] as? Bool ?? false
    activity.requiredUserInfoKeys = (fields["required"] as? [String]).map(Set.init)
    if let encoded = fields["userInfo"] as? String, let plist = Data(base64Encoded: encoded),
      let info = (try? PropertyListSerialization.propertyList(from: plist, format: nil))
        as? [String: Any]
    {
      activity.userInfo = Dictionary(
        uniqueKeysWithValues: info.map { (AnyHashable($0.key), $0.value) })
    }
    return activity
  }
}
