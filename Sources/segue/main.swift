import SegueCLI

print("segue \(CLI.version)")
