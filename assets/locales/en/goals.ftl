# The goals column (src/ui/goals.rs).

goals-title = Goals
# The folded column's line; $marks: the stars' marks (☆☆✗).
goals-summary-none = no goals: play as you like
goals-summary = goals { $met } of { $count }
goals-summary-stars = goals { $met } of { $count } · { $marks }
goals-all = All
goals-all-hover = The brief, every goal and star
goals-brief = Brief
goals-brief-tip = Click a card to inspect it. L: what each mark on the board means.
