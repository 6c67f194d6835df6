/// A misconfiguration of the plugin, with the fix in its message.
struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
