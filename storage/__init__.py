"""SQL lives here and nowhere else."""
