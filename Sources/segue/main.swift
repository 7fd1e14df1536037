import Foundation
import SegueCLI

exit(CLI.run(Array(CommandLine.arguments.dropFirst())))
