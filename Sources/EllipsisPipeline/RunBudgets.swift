import EllipsisCore
import EllipsisReport
import EllipsisRules

extension ResolvedRun {
    /// The width budget of every checked string in every target locale of every project
    /// (`ellipsis budgets`), in the projects' order.
    public func budgets() -> [StringBudget] {
        contexts.flatMap(WidthBudgets.budgets)
    }

    /// The budget files of `format` (`BudgetFiles.formats`): file name to contents.
    public func budgetFiles(format: String) -> [String: String] {
        BudgetFiles.render(budgets(), format: format)
    }
}
