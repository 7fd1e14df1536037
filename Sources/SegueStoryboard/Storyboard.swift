// The storyboard reader lives here (FoundationXML → document model → scene model).
