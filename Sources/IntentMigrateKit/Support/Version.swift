/// The tool's version, printed by `--version` and recorded in reports.
package let intentMigrateVersion = "0.1.0"
