/// One section of a view, as a custom container gets it from `Group(sections:)` or
/// `ForEach(sections:)`: the subviews of a `Section`'s header, content and footer, or of the
/// views between sections (a section without header).
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SectionConfiguration: Identifiable {
  /// What identifies a section: its place in the view it came from.
  public struct ID: Hashable {
    let path: [AnyHashable]

    /// Ids hash their paths.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }
    /// Ids are equal when their paths are.
    public static func == (a: ID, b: ID) -> Bool { a.path == b.path }
  }

  /// The actions `.sectionActions(content:)` gave the section; a view showing them.
  public struct Actions {
    let content: AnyView?
  }

  /// The section's identity.
  public var id: ID
  /// The values the section gave its container.
  public var containerValues: ContainerValues
  /// The subviews of the section's header.
  public var header: SubviewsCollection
  /// The subviews of the section's content.
  public var content: SubviewsCollection
  /// The subviews of the section's footer.
  public var footer: SubviewsCollection
  /// The section's actions.
  public var actions: Actions
}

extension SectionConfiguration.ID: @unchecked Sendable {}

extension SectionConfiguration.Actions: View {
  /// The section's actions, or nothing.
  public var body: some View { content }
}

/// The sections of a view, in order.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct SectionCollection: RandomAccessCollection {
  /// A section.
  public typealias Element = SectionConfiguration
  /// A position.
  public typealias Index = Int

  let sections: [SectionConfiguration]

  /// The first position.
  public var startIndex: Int { sections.startIndex }
  /// The position after the last.
  public var endIndex: Int { sections.endIndex }
  /// The section at `index`.
  public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The sections a `ForEach(sections:content:)` makes a view for, one each.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
  /// A section.
  public typealias Element = SectionConfiguration
  /// A position.
  public typealias Index = Int

  let sections: [SectionConfiguration]

  /// The first position.
  public var startIndex: Int { sections.startIndex }
  /// The position after the last.
  public var endIndex: Int { sections.endIndex }
  /// The section at `index`.
  public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The content of `Group(sections:transform:)`: what the transform makes of the sections.
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct GroupSectionsOfContent<Sections: View, Content: View> {
  let sections: Sections
  let transform: (SectionCollection) -> Content
}

extension GroupSectionsOfContent: View {
  /// The transform's view of the sections.
  public var body: some View {
    transform(SectionCollection(sections: SectionExpansion.sections(of: sections)))
  }
}

extension Group {
  /// A group of what `transform` makes of the sections of `view`.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init(made: GroupSectionsOfContent(sections: view, transform: transform))
  }
}

extension ForEach {
  /// Makes `content` for each section of `view`, each kept by the section's id.
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
    self.init(
      data: ForEachSectionCollection(sections: SectionExpansion.sections(of: view)),
      id: { $0.id }, content: content)
  }
}

/// How a view's value is cut into sections: each `Section` is one, and the subviews between
/// sections make one without a header.
enum SectionExpansion {
  static func sections(of view: any View) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Subview] = []
    func closeLoose() {
      guard let first = loose.first else { return }
      sections.append(
        SectionConfiguration(
          id: SectionConfiguration.ID(path: first.id.path), containerValues: ContainerValues(),
          header: SubviewsCollection(subviews: []), content: SubviewsCollection(subviews: loose),
          footer: SubviewsCollection(subviews: []),
          actions: SectionConfiguration.Actions(content: nil)))
      loose = []
    }
    for part in SubviewExpansion.subviews(of: view) {
      if let section = section(of: part) {
        closeLoose()
        sections.append(section)
      } else {
        loose.append(part)
      }
    }
    closeLoose()
    return sections
  }

  /// The section `subview` is, when it is a `Section` (with its modifiers).
  private static func section(of subview: Subview) -> SectionConfiguration? {
    var view = subview.view
    var actions: AnyView?
    while let modified = view as? any ModifiedSubviewContent {
      if let sectionActions = modified.modifierValue as? any SectionActionsProviding {
        actions = sectionActions.actionsView
      }
      view = modified.contentView
    }
    guard let section = view as? any SectionParts else { return nil }
    let path = subview.id.path
    return SectionConfiguration(
      id: SectionConfiguration.ID(path: path), containerValues: subview.containerValues,
      header: SubviewsCollection(
        subviews: SubviewExpansion.subviews(of: section.headerView, path: path + ["header"])),
      content: SubviewsCollection(
        subviews: SubviewExpansion.subviews(of: section.contentView, path: path + ["content"])),
      footer: SubviewsCollection(
        subviews: SubviewExpansion.subviews(of: section.footerView, path: path + ["footer"])),
      actions: SectionConfiguration.Actions(content: actions))
  }
}

/// A section's parts, as `SectionExpansion` reads them.
protocol SectionParts {
  var headerView: any View { get }
  var contentView: any View { get }
  var footerView: any View { get }
}

extension Section: SectionParts where Parent: View, Content: View, Footer: View {
  var headerView: any View { header }
  var contentView: any View { content }
  var footerView: any View { footer }
}

/// A modifier that gives a section its actions.
protocol SectionActionsProviding {
  var actionsView: AnyView { get }
}
