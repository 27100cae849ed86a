extension PreviewProvider {
  /// The platform the previews are for; nil, the default, for the one being built.
  public static var platform: PreviewPlatform? { nil }
}
