// Golden-image testing lives here.
