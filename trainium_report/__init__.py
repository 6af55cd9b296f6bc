"""Sourced dataset, claim audit and cost scenarios for AWS Trainium/Inferentia
against GPU and TPU alternatives."""
__version__ = "0.1.0"
