// ImagingTestSupport: being built.
