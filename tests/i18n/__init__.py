"""Tests of the interface's words (bridgelaws.i18n)."""
