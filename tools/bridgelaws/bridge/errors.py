"""The one exception of the bridge engine."""


class BridgeError(ValueError):
    """Bad bridge input (a card, hand, call, contract …); the message says what was expected."""
