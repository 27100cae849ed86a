/// Trails for previews.
extension Trail {
  static let preview = Trail(name: "Preview Path", miles: 1)
}
