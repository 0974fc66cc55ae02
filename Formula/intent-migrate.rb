# Homebrew formula, kept in the repository: build from this checkout with
#   brew install --HEAD --build-from-source ./Formula/intent-migrate.rb
# (the head is the git repository this file lives in, so a clone of it is all it needs).
class IntentMigrate < Formula
  desc "Migrates App Intents code for Siri: tools, schemas, descriptions, supportedModes, thrown errors"
  # The project has no public address yet: home and head are the repository this file lives in.
  homepage "file://#{File.expand_path("..", __dir__)}"
  head "file://#{File.expand_path("..", __dir__)}", using: :git, branch: "main"

  depends_on "pcre2"
  depends_on xcode: ["16.3", :build]
  depends_on macos: :sonoma

  def install
    system "swift", "build", "--disable-sandbox", "-c", "release", "--product", "intent-migrate"
    bin.install ".build/release/intent-migrate"
  end

  test do
    (testpath/"Shuffle.swift").write <<~SWIFT
      import AppIntents

      struct ShuffleIntent: AppIntent {
          static let title: LocalizedStringResource = "Shuffle"
          func perform() async throws -> some IntentResult { .result() }
      }
    SWIFT
    # An unmigrated intent fails check (status 1) and is named.
    assert_match "mark ShuffleIntent as a tool", shell_output("#{bin}/intent-migrate check #{testpath} --floor iOS=27.3", 1)
    assert_match "intent-migrate", shell_output("#{bin}/intent-migrate --version")
  end
end
