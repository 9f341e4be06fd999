// Loading gesture logs, evaluation metrics and reports. Filled in by the Foundation issue.
