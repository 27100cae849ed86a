import Foundation

/// An actor that owns a context of its own, for work away from the main actor: its code runs on
/// the context's executor, so the context is only ever used from one place at a time.
public protocol ModelActor: Actor {
  /// The container the actor's context works on.
  nonisolated var modelContainer: ModelContainer { get }
  /// The executor that runs the actor's code and holds its context.
  nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
  /// The actor's own context.
  public var modelContext: ModelContext { modelExecutor.modelContext }

  /// The actor runs on its model executor.
  public nonisolated var unownedExecutor: UnownedSerialExecutor {
    modelExecutor.asUnownedSerialExecutor()
  }

  /// The model with `id` in the actor's context, if the store has it.
  public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
    modelContext.model(for: id) as? T
  }
}

/// An executor that holds a context and runs the jobs of the actor using it.
public protocol ModelExecutor: SerialExecutor {
  /// The context the executor's jobs use.
  var modelContext: ModelContext { get }
}

/// A model executor that runs its jobs one after another on a dispatch queue of its own.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
  /// The context the executor's jobs use.
  public let modelContext: ModelContext
  private let queue = DispatchQueue(label: "SwiftData.DefaultSerialModelExecutor")

  /// An executor for `modelContext`.
  public init(modelContext: ModelContext) {
    self.modelContext = modelContext
  }

  /// Runs `job` on the executor's queue.
  public func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedSerialExecutor()
    queue.async { job.runSynchronously(on: executor) }
  }

  /// This executor, for the runtime.
  public func asUnownedSerialExecutor() -> UnownedSerialExecutor {
    UnownedSerialExecutor(ordinary: self)
  }
}
