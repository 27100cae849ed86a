/// A view that shows as one container element of the role it is given and lays out its content
/// in it: a geometry reader's, a canvas's.
struct RoleContainer<Content: View> {
  let containerRole: Role
  let content: Content
}

extension RoleContainer: View, LayoutContainer {
  var body: Never { primitiveBody(Self.self) }
}
