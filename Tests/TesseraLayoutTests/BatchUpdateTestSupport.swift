import UpdateTestSupport

@testable import TesseraLayout

/// Every disagreement between `plan` and the sample algorithm's result on the scenario's identities; empty
/// when the plan's index maps, lists and applied model all match.
func batchPlanDiscrepancies(_ plan: UpdatePlan, _ scenario: BatchScenario) -> [String] {
    let old = scenario.oldSections
    let expected = sampleAlgorithmApply(scenario.items, to: old)
    var problems: [String] = []
    var applied = old
    plan.apply(to: &applied, inserting: BatchScenario.newIdentity)
    if applied != expected { problems.append("apply gave \(applied), the sample gives \(expected)") }
    var newPosition: [Int: IndexPath] = [:]
    for (section, items) in expected.enumerated() {
        for (item, identity) in items.enumerated() {
            newPosition[identity] = IndexPath(item: item, section: section)
        }
    }
    for (section, items) in expected.enumerated() {
        for (item, identity) in items.enumerated() {
            let path = IndexPath(item: item, section: section)
            let source = plan.oldIndex(forNew: path)
            let wanted = identity < 0 ? nil : IndexPath(item: identity % 100_000, section: identity / 100_000)
            if source != wanted {
                problems.append(
                    "oldIndex(forNew: \(path)) is \(source.map(\.description) ?? "nil"), want \(wanted.map(\.description) ?? "nil")"
                )
            }
        }
    }
    for (section, items) in old.enumerated() {
        for (item, identity) in items.enumerated() {
            let path = IndexPath(item: item, section: section)
            let destination = plan.newIndex(forOld: path)
            if destination != newPosition[identity] {
                problems.append(
                    "newIndex(forOld: \(path)) is \(destination.map(\.description) ?? "nil"), want \(newPosition[identity].map(\.description) ?? "nil")"
                )
            }
        }
    }
    let actions = Dictionary(grouping: scenario.items, by: \.action)
    let deleted = (actions[.delete] ?? []).map { $0.indexPathBeforeUpdate! }.sorted()
    let inserted = (actions[.insert] ?? []).map { $0.indexPathAfterUpdate! }.sorted()
    let reloaded = (actions[.reload] ?? []).map { $0.indexPathBeforeUpdate! }.sorted()
    let moved = (actions[.move] ?? []).map {
        UpdatePlan.Move(from: $0.indexPathBeforeUpdate!, to: $0.indexPathAfterUpdate!)
    }
    if plan.deleted != deleted { problems.append("deleted \(plan.deleted), want \(deleted)") }
    if plan.inserted != inserted { problems.append("inserted \(plan.inserted), want \(inserted)") }
    if plan.reloaded != reloaded { problems.append("reloaded \(plan.reloaded), want \(reloaded)") }
    if Set(plan.moved) != Set(moved) || plan.moved.map(\.source) != moved.map(\.source).sorted() {
        problems.append("moved \(plan.moved), want \(moved) sorted by source")
    }
    let reloadedAfter = Set(reloaded.map { newPosition[old[$0.section][$0.item]]! })
    if plan.reloadedAfter != reloadedAfter {
        problems.append("reloadedAfter \(plan.reloadedAfter), want \(reloadedAfter)")
    }
    return problems
}
