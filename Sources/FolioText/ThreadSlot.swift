import Glibc
import Synchronization

/// A small number for the calling thread, unique among the threads alive: what lets an object
/// keep one private table per thread in a plain array (`LanguageWidths`), with no lock and no
/// reference counting on the way to it.
///
/// Lifetime: a thread takes the lowest free number on first use and keeps it in a pthread key;
/// the key's destructor gives the number back when the thread exits, so a long-running process
/// whose worker threads come and go reuses numbers rather than running out of them. Only
/// `ThreadSlot.count` numbers exist; a thread past them gets nil and goes without.
enum ThreadSlot {
    /// How many numbers there are.
    static let count = 64

    /// The calling thread's number, nil when all are taken.
    static var current: Int? {
        let stored = Int(bitPattern: pthread_getspecific(key))
        if stored > 0 { return stored - 1 }
        guard let taken = free.withLock({ $0.popLast() }) else { return nil }
        pthread_setspecific(key, UnsafeRawPointer(bitPattern: taken + 1))
        return taken
    }

    /// The numbers no live thread holds, the lowest last.
    private static let free = Mutex<[Int]>(Array((0..<count).reversed()))

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let created = pthread_key_create(&key) { stored in
            let number = Int(bitPattern: stored) - 1
            guard number >= 0 else { return }
            ThreadSlot.free.withLock { $0.append(number) }
        }
        precondition(created == 0, "no pthread key for thread slots")
        return key
    }()
}
